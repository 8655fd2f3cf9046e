import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { useErrorText } from '../../components/use-error-text';
import { useStores } from '../../stores/stores-context';
import { BankAccountCard, DepositSteps } from './BankAccountCard';
import { DepositForm, DepositSubmitted } from './DepositForm';
import { MyDeposits } from './MyDeposits';

/** Member centre 'depositv2': pay into the bank account, tell us, then wait for support's confirmation. */
export const DepositPage = observer(function DepositPage() {
  const { cashier, auth } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  useEffect(() => {
    void cashier.open();
  }, [cashier]);
  const member = auth.member;
  if (!member) return null;
  const { method } = cashier;
  const symbol = member.currencySymbol;
  return (
    <div className="cashier" data-testid="deposit-page">
      {!method && cashier.loadingMethod && (
        <p className="cashier__loading" role="status">
          {t('cashier.loading')}
        </p>
      )}
      {!method && cashier.methodError && (
        <p className="form__error" role="alert">
          {errorText(cashier.methodError)}{' '}
          <button type="button" className="link-button" onClick={() => void cashier.loadMethod()}>
            {t('system.retry')}
          </button>
        </p>
      )}
      {method && !method.enabled && <EmptyState icon="lock" title={t('cashier.closed')} body={t('cashier.closedBody')} />}
      {method?.enabled && (
        <>
          <DepositSteps />
          <div className="cashier__grid">
            <BankAccountCard method={method} />
            <div className="cashier__panel">{cashier.submitted ? <DepositSubmitted symbol={symbol} /> : <DepositForm method={method} symbol={symbol} code={member.currencyCode} />}</div>
          </div>
        </>
      )}
      <MyDeposits symbol={symbol} />
    </div>
  );
});
