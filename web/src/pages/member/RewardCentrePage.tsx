import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { EmptyState } from '../../components/EmptyState';
import { useStores } from '../../stores/stores-context';
import { PromotionCard } from '../promotions/PromotionCard';
import { PromotionDialog } from '../promotions/PromotionDialog';

/** The reward centre: what the member can claim now, promotions and finished missions (their count is the red badge). */
export const RewardCentrePage = observer(function RewardCentrePage() {
  const { promotions, missions, auth, language } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void promotions.load();
  }, [promotions, language.lang]);
  const member = auth.member;
  const ready = missions.missions.filter((m) => m.state === 'claimable');
  return (
    <div data-testid="reward-centre">
      {ready.length > 0 && member && (
        <ul className="bonus-list reward-centre__missions">
          {ready.map(({ mission }) => (
            <li key={mission.id} className="bonus-item mission mission--claimable" data-testid="reward-mission">
              <div className="bonus-item__head">
                <span dir="auto">{mission.title}</span>
                <button
                  type="button"
                  className="button button--primary button--sm"
                  disabled={missions.busy === mission.id}
                  onClick={() => void missions.claim(mission.id)}
                >
                  {t('missions.claimReward', { amount: formatMoney(mission.reward, member.currencySymbol, member.scale) })}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {promotions.loaded && promotions.toClaim.length === 0 && ready.length === 0 ? (
        <EmptyState icon="gift" title={t('promo.nothingToClaim')} body={t('promo.nothingToClaimBody')} />
      ) : (
        <div className="promo-grid promo-grid--compact">
          {promotions.toClaim.map((item) => (
            <PromotionCard key={item.promotion.id} item={item} />
          ))}
        </div>
      )}
      <p className="reward-centre__more">
        <Link to="/promotions">{t('promo.allPromotions')}</Link>
      </p>
      <PromotionDialog />
    </div>
  );
});
