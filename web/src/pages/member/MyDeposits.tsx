import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import type { DepositStatus } from '../../../../core/portal/wallet/types';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { useDateTime } from '../../components/use-date-time';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';

const TONES: Record<DepositStatus, StatusTone> = { pending: 'pending', approved: 'success', rejected: 'danger', failed: 'danger' };

/** My deposit requests, newest first, each with its status (and support's reason when rejected). */
export const MyDeposits = observer(function MyDeposits({ symbol }: { symbol: string }) {
  const { cashier, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const { deposits, loadingDeposits } = cashier;
  return (
    <section className="my-deposits" aria-labelledby="my-deposits-title" aria-busy={loadingDeposits} data-testid="my-deposits">
      <header className="section-head">
        <h3 id="my-deposits-title">{t('cashier.myDeposits')}</h3>
        {cashier.pendingCount > 0 && <StatusBadge tone="pending" label={t('cashier.pendingCount', { count: cashier.pendingCount })} />}
        <button
          type="button"
          className={`icon-button icon-button--sm section-head__action${loadingDeposits ? ' spin' : ''}`}
          onClick={() => void cashier.refresh()}
          aria-label={t('cashier.refresh')}
          data-testid="deposits-refresh"
        >
          <Icon name="refresh" size={16} />
        </button>
      </header>
      <FormError failure={cashier.depositsError} retry={() => void cashier.loadDeposits()} />
      {deposits.length === 0 && !loadingDeposits && !cashier.depositsError ? (
        <EmptyState icon="receipt" title={t('cashier.noDeposits')} body={t('cashier.noDepositsBody')} />
      ) : (
        <ul className="deposit-list">
          {deposits.map((d) => (
            <li key={d.id} className={`deposit-item deposit-item--${d.status}`} data-testid="deposit-item" data-status={d.status}>
              <span className="deposit-item__icon" aria-hidden="true">
                <Icon name={d.status === 'approved' ? 'check' : d.status === 'rejected' || d.status === 'failed' ? 'close' : 'wallet'} size={18} />
              </span>
              <div className="deposit-item__main">
                <span className="deposit-item__amount money">{formatMoney(d.amount, symbol, d.scale)}</span>
                <span className="deposit-item__meta">
                  {d.method === 'payment_page' ? t('cashier.viaOnline') : t('cashier.via')} · {t('cashier.depositNo', { id: d.id })} ·{' '}
                  <time dateTime={d.createdAt}>{time(d.createdAt)}</time>
                </span>
                <span className="deposit-item__meta">
                  {d.orderId ? t('paymentPage.orderNo', { id: d.orderId }) : t('cashier.payer', { name: d.payerName })}
                  {d.reference ? ` · ${d.reference}` : ''}
                </span>
                {d.status === 'rejected' && d.reason && <span className="deposit-item__reason">{t('cashier.reason', { reason: d.reason })}</span>}
              </div>
              <StatusBadge tone={TONES[d.status]} label={t(`cashier.status.${d.status}`)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
