import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { BankAccounts } from './BankAccounts';
import { MyWithdrawals } from './MyWithdrawals';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { WithdrawableCard } from './WithdrawableCard';
import { WithdrawForm } from './WithdrawForm';

/** Member centre 'withdraw': what is needed first (payment password, a bank account), the form, my withdrawals. */
export const WithdrawPage = observer(function WithdrawPage() {
  const { withdraw, auth } = useStores();
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  useEffect(() => {
    void withdraw.open();
  }, [withdraw]);
  const member = auth.member;
  if (!member) return null;
  const method = withdraw.page?.method;
  const symbol = member.currencySymbol;
  const toSecurity = (
    <button type="button" className="button button--primary" onClick={() => setParams({ page: 'securityCenter' })} data-testid="go-security">
      <Icon name="shield" size={16} />
      {t('withdraw.goSecurity')}
    </button>
  );
  return (
    <div className="cashier" data-testid="withdraw-page">
      {!withdraw.page && withdraw.loading && (
        <p className="cashier__loading" role="status">
          {t('withdraw.loading')}
        </p>
      )}
      {!withdraw.page && withdraw.loadError && <FormError failure={withdraw.loadError} retry={() => void withdraw.reload()} />}
      {method && !method.enabled && <EmptyState icon="lock" title={t('withdraw.closed')} body={t('withdraw.closedBody')} />}
      {method?.enabled && (
        <div className="cashier__grid">
          <WithdrawableCard method={method} symbol={symbol} />
          <div className="cashier__panel">
            {/* A withdrawal-only session has no security centre: what the withdrawal needs is set up here. */}
            {!withdraw.hasPaymentPassword && auth.withdrawalOnly ? (
              <PaymentPasswordForm />
            ) : withdraw.bankAccounts.length === 0 && auth.withdrawalOnly ? (
              <BankAccounts />
            ) : !withdraw.hasPaymentPassword ? (
              <EmptyState icon="lock" title={t('withdraw.needPaymentPassword')} body={t('withdraw.needPaymentPasswordBody')} action={toSecurity} />
            ) : withdraw.bankAccounts.length === 0 ? (
              <EmptyState icon="wallet" title={t('withdraw.needBank')} body={t('withdraw.needBankBody')} action={toSecurity} />
            ) : (
              <WithdrawForm method={method} symbol={symbol} code={member.currencyCode} />
            )}
          </div>
        </div>
      )}
      <MyWithdrawals symbol={symbol} />
    </div>
  );
});
