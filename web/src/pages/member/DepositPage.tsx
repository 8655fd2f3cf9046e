import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { BankAccountCard, DepositSteps } from './BankAccountCard';
import { DepositForm, DepositSubmitted } from './DepositForm';
import { DepositMethodTabs, type DepositMethodChoice } from './DepositMethodTabs';
import { MyDeposits } from './MyDeposits';
import { PaymentPagePanel } from './PaymentPagePanel';

/** Member centre 'depositv2': choose a method — bank transfer confirmed by support, or online payment on the provider's page. */
export const DepositPage = observer(function DepositPage() {
  const { cashier, paymentPage, auth, language } = useStores();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    void cashier.open();
    void paymentPage.loadMethod();
  }, [cashier, paymentPage, language.lang]);
  const member = auth.member;
  if (!member) return null;
  const { method } = cashier;
  const symbol = member.currencySymbol;
  const orderId = params.get('order');
  const chosen: DepositMethodChoice = params.get('method') === 'online' || orderId ? 'online' : 'bank';
  const online = paymentPage.method;
  const choose = (choice: DepositMethodChoice) => setParams(choice === 'online' ? { page: 'depositv2', method: 'online' } : { page: 'depositv2' });
  return (
    <div className="cashier" data-testid="deposit-page">
      <DepositMethodTabs chosen={chosen} onlineName={online?.enabled || orderId ? (online?.displayName ?? null) : null} onChoose={choose} />
      {chosen === 'online' ? (
        <div role="tabpanel" aria-labelledby="method-tab-online">
          <PaymentPagePanel orderId={orderId} symbol={symbol} code={member.currencyCode} onAnother={() => choose('online')} />
        </div>
      ) : (
        <div role="tabpanel" aria-labelledby="method-tab-bank" className="cashier">
          {!method && cashier.loadingMethod && (
            <p className="cashier__loading" role="status">
              {t('cashier.loading')}
            </p>
          )}
          {!method && cashier.methodError && <FormError failure={cashier.methodError} retry={() => void cashier.loadMethod()} />}
          {method && !method.enabled && <EmptyState icon="lock" title={t('cashier.closed')} body={t('cashier.closedBody')} />}
          {method?.enabled && (
            <>
              <DepositSteps />
              <div className="cashier__grid">
                <BankAccountCard method={method} />
                <div className="cashier__panel">
                  {cashier.submitted ? <DepositSubmitted symbol={symbol} /> : <DepositForm method={method} symbol={symbol} code={member.currencyCode} />}
                </div>
              </div>
            </>
          )}
        </div>
      )}
      <MyDeposits symbol={symbol} />
    </div>
  );
});
