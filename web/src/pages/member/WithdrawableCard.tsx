import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import type { WithdrawMethod } from '../../../../core/portal/wallet/withdrawal-types';
import { Icon } from '../../components/Icon';
import { moneyInText } from '../../components/money';

/** What one withdrawal can take now, as the server reckons it, and why not the whole balance. */
export function WithdrawableCard({ method, symbol }: { method: WithdrawMethod; symbol: string }) {
  const { t } = useTranslation();
  const money = (minor: bigint) => formatMoney(minor, symbol, method.scale);
  const { balance, now, hold, turnoverMissing } = method.withdrawable;
  return (
    <div className="bank-card balance-card" data-testid="withdraw-available" data-hold={hold ?? 'none'}>
      <span className="balance-card__label">{t('withdraw.available')}</span>
      <span className="balance-card__value money">{money(now)}</span>
      {hold ? (
        <p className="balance-card__hold" role="status" data-testid="withdraw-hold">
          <Icon name="lock" size={16} />
          <span>
            {t(
              `withdraw.hold.${hold}`,
              Object.fromEntries(
                Object.entries({ balance, turnover: turnoverMissing, min: method.min, max: method.max }).map(([k, v]) => [
                  k,
                  moneyInText(v, symbol, method.scale),
                ]),
              ),
            )}
          </span>
        </p>
      ) : (
        <span className="muted">{t('withdraw.availableBody', { minutes: method.autoReceiptMinutes })}</span>
      )}
    </div>
  );
}
