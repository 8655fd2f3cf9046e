import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { EmptyState } from '../../components/EmptyState';
import { useDateTime } from '../../components/use-date-time';
import { useStores } from '../../stores/stores-context';
import { TurnoverLockNotice } from './TurnoverLockNotice';

/** Bonus details: each bonus received, its turnover requirement and how much of it is bet. */
export const BonusDetailsPage = observer(function BonusDetailsPage() {
  const { promotions, auth, system, language } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  useEffect(() => {
    void promotions.loadDetails();
  }, [promotions, language.lang]);
  const details = promotions.details;
  const member = auth.member;
  if (!details || !member) return null;
  const money = (minor: bigint) => formatMoney(minor, member.currencySymbol, member.scale);
  return (
    <div className="bonus-details" data-testid="bonus-details">
      <TurnoverLockNotice details={details} symbol={member.currencySymbol} scale={member.scale} />
      {details.bonuses.length === 0 ? (
        <EmptyState icon="gift" title={t('promo.noBonuses')} body={t('promo.noBonusesBody')} />
      ) : (
        <ul className="bonus-list">
          {details.bonuses.map((b) => {
            const share = b.turnoverRequired === 0n ? 100 : Number((b.progress * 100n) / b.turnoverRequired);
            return (
              <li key={b.claimId} className="bonus-item" data-testid="bonus">
                <div className="bonus-item__head">
                  <span dir="auto">{b.title}</span>
                  <strong className="money">{money(b.amount)}</strong>
                </div>
                <div className="bonus-item__meta">
                  <span>{t(`promo.kind.${b.kind}`)}</span>
                  <span>{time(b.paidAt)}</span>
                </div>
                <div
                  className="progress"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={share}
                  aria-label={t('promo.turnoverProgress')}
                >
                  <span style={{ inlineSize: `${share}%` }} />
                </div>
                <div className="bonus-item__meta">
                  <span>{t('promo.turnover', { done: money(b.progress), required: money(b.turnoverRequired) })}</span>
                  <span>{share}%</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});
