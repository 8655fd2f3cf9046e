import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { useStores } from '../../stores/stores-context';
import { PromotionCard } from '../promotions/PromotionCard';
import { PromotionDialog } from '../promotions/PromotionDialog';

/** The reward centre: what the member can claim now (its count is the red badge). */
export const RewardCentrePage = observer(function RewardCentrePage() {
  const { promotions } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void promotions.load();
  }, [promotions]);
  return (
    <div data-testid="reward-centre">
      {promotions.loaded && promotions.toClaim.length === 0 ? (
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
