import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { Icon } from '../../components/Icon';
import { moneyInText } from '../../components/money';
import { useStores } from '../../stores/stores-context';

type Shown = 'waiting' | 'credited' | 'failed';

const ICONS: Record<Shown, 'spinner' | 'check' | 'close'> = { waiting: 'spinner', credited: 'check', failed: 'close' };

/** Back from the provider: the order waits for the provider's notice, then shows credited or failed. */
export const PaymentResult = observer(function PaymentResult({ symbol, onAnother }: { symbol: string; onAnother: () => void }) {
  const { paymentPage } = useStores();
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const order = paymentPage.followed;
  const shown: Shown = order?.status === 'approved' ? 'credited' : order?.status === 'failed' || order?.status === 'rejected' ? 'failed' : 'waiting';
  useEffect(() => heading.current?.focus(), [shown]);
  if (paymentPage.orderMissing) {
    return (
      <div className="deposit-success payment-result payment-result--failed" role="alert" data-testid="payment-result" data-state="unknown">
        <h3>{t('paymentPage.unknownOrder')}</h3>
        <button type="button" className="button button--ghost" onClick={onAnother}>
          {t('paymentPage.again')}
        </button>
      </div>
    );
  }
  const amount = order ? moneyInText(order.amount, symbol, order.scale) : '';
  return (
    <div className={`deposit-success payment-result payment-result--${shown}`} role="status" aria-live="polite" data-testid="payment-result" data-state={shown}>
      <span className="deposit-success__icon payment-result__icon">
        <Icon name={ICONS[shown]} size={30} />
      </span>
      <h3 ref={heading} tabIndex={-1}>
        {t(`paymentPage.${shown}Title`)}
      </h3>
      {order && <p className="deposit-success__amount money">{formatMoney(order.amount, symbol, order.scale)}</p>}
      {order && <p className="muted">{t(`paymentPage.${shown}Body`, { amount })}</p>}
      {order && <p className="deposit-success__id">{t('paymentPage.orderNo', { id: order.orderId })}</p>}
      {shown !== 'waiting' && (
        <button type="button" className="button button--ghost" onClick={onAnother} data-testid="payment-again">
          {t('paymentPage.again')}
        </button>
      )}
    </div>
  );
});
