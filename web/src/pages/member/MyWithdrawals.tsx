import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import type { Withdrawal } from '../../../../core/portal/wallet/withdrawal-types';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { useDateTime } from '../../components/use-date-time';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { ReceiptActions } from './ReceiptActions';

const TONES: Record<Withdrawal['status'], StatusTone> = { pending: 'pending', approved: 'success', rejected: 'danger' };

/** My withdrawals, newest first: status, support's reason, and the receipt answer once paid out. */
export const MyWithdrawals = observer(function MyWithdrawals({ symbol }: { symbol: string }) {
  const { withdraw, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const { withdrawals, loading } = withdraw;
  return (
    <section className="my-deposits" aria-labelledby="my-withdrawals-title" aria-busy={loading} data-testid="my-withdrawals">
      <header className="section-head">
        <h3 id="my-withdrawals-title">{t('withdraw.mine')}</h3>
        <button
          type="button"
          className={`icon-button icon-button--sm section-head__action${loading ? ' spin' : ''}`}
          onClick={() => void withdraw.refresh()}
          aria-label={t('withdraw.refresh')}
          data-testid="withdrawals-refresh"
        >
          <Icon name="refresh" size={16} />
        </button>
      </header>
      {withdraw.page && withdrawals.length === 0 ? (
        <EmptyState icon="receipt" title={t('withdraw.none')} body={t('withdraw.noneBody')} />
      ) : (
        <ul className="deposit-list">
          {withdrawals.map((w) => (
            <li
              key={w.id}
              className={`deposit-item deposit-item--${w.status} withdrawal-item`}
              data-testid="withdrawal-item"
              data-status={w.status}
              data-receipt={w.receipt?.kind ?? ''}
            >
              <span className="deposit-item__icon" aria-hidden="true">
                <Icon name={w.status === 'approved' ? 'check' : w.status === 'rejected' ? 'close' : 'withdraw'} size={18} />
              </span>
              <div className="deposit-item__main">
                <span className="deposit-item__amount money">{formatMoney(w.amount, symbol, w.scale)}</span>
                <span className="deposit-item__meta">
                  {t('withdraw.number', { id: w.id })} · <time dateTime={w.createdAt}>{time(w.createdAt)}</time>
                </span>
                <span className="deposit-item__meta">
                  {w.bankName} · <bdi>{w.accountNumber}</bdi> · {w.accountName}
                </span>
                {w.status === 'rejected' && w.reason && <span className="deposit-item__reason">{t('cashier.reason', { reason: w.reason })}</span>}
                {w.receipt && (
                  <span className="deposit-item__meta" data-testid="withdrawal-receipt">
                    {t(`withdraw.receipt.${w.receipt.kind}`, {
                      received: formatMoney(w.receipt.received, symbol, w.scale),
                      remaining: formatMoney(w.receipt.remaining, symbol, w.scale),
                    })}
                  </span>
                )}
                {w.status === 'approved' && !w.receipt && <ReceiptActions withdrawal={w} deadline={w.receiptDeadline ? time(w.receiptDeadline) : ''} />}
              </div>
              <StatusBadge tone={TONES[w.status]} label={t(`withdraw.status.${w.status}`)} />
            </li>
          ))}
        </ul>
      )}
      {withdraw.loadError && withdraw.page && <FormError failure={withdraw.loadError} />}
    </section>
  );
});
