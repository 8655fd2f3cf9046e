import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import type { BonusDetailsView } from '../../../../core/portal/engagement/types';
import { Icon } from '../../components/Icon';

/** Whether bonuses still lock withdrawals, and by how much valid bet. */
export function TurnoverLockNotice({ details, symbol, scale }: { details: BonusDetailsView; symbol: string; scale: number }) {
  const { t } = useTranslation();
  if (details.outstanding > 0n) {
    return (
      <p className="turnover-lock" role="status" data-testid="turnover-lock">
        <Icon name="lock" size={18} />
        {t('promo.locked', { amount: formatMoney(details.outstanding, symbol, scale) })}
      </p>
    );
  }
  if (details.bonuses.length === 0) return null;
  return (
    <p className="turnover-lock turnover-lock--open" role="status">
      <Icon name="check" size={18} />
      {t('promo.unlocked')}
    </p>
  );
}
