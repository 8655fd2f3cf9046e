import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { useStores } from '../../stores/stores-context';
import { CardHead } from './BankAccountCard';
import { PaymentPageForm } from './PaymentPageForm';
import { PaymentResult } from './PaymentResult';

/** What paying online looks like, beside the form or the result of the order the player came back with. */
function OnlinePaymentCard() {
  const { t } = useTranslation();
  const steps = [t('paymentPage.step.amount'), t('paymentPage.step.pay'), t('paymentPage.step.back')];
  return (
    <section className="bank-card online-card" aria-labelledby="online-card-title">
      <CardHead icon="shield" titleId="online-card-title" title={t('paymentPage.title')} body={t('paymentPage.body')} />
      <ol className="online-card__steps" aria-label={t('cashier.steps')}>
        {steps.map((label, i) => (
          <li key={label}>
            <span className="deposit-steps__number" aria-hidden="true">
              {i + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
      <p className="online-card__secure">
        <Icon name="lock" size={14} /> {t('paymentPage.secure')}
      </p>
    </section>
  );
}

/** The online payment method of the deposit page. */
export const PaymentPagePanel = observer(function PaymentPagePanel({
  orderId,
  symbol,
  code,
  onAnother,
}: {
  orderId: string | null;
  symbol: string;
  code: string;
  onAnother: () => void;
}) {
  const { paymentPage } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    if (!orderId) return;
    void paymentPage.follow(orderId);
    return () => paymentPage.stopFollowing();
  }, [paymentPage, orderId]);
  const { method } = paymentPage;
  if (!method) return null;
  if (!method.enabled && !orderId) return <EmptyState icon="lock" title={t('paymentPage.closed')} body={t('cashier.closedBody')} />;
  return (
    <div className="cashier__grid">
      <OnlinePaymentCard />
      <div className="cashier__panel">
        {orderId ? <PaymentResult symbol={symbol} onAnother={onAnother} /> : <PaymentPageForm method={method} symbol={symbol} code={code} />}
      </div>
    </div>
  );
});
