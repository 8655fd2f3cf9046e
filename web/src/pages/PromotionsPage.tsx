import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState';
import { Icon } from '../components/Icon';
import { useStores } from '../stores/stores-context';
import { PromotionCard } from './promotions/PromotionCard';
import { PromotionDialog } from './promotions/PromotionDialog';
import { CATEGORY_ICONS } from './promotions/promotion-text';
import { Tab } from '../components/Tab';

/** Promotions: category tabs over the running promotions, each card with its state. */
export const PromotionsPage = observer(function PromotionsPage() {
  const { promotions, auth, language } = useStores();
  const { t } = useTranslation();
  const memberId = auth.member?.id;
  useEffect(() => {
    void promotions.load();
  }, [promotions, memberId, language.lang]);
  return (
    <div className="page promotions-page">
      <h1 className="page__title">{t('pages.promotionsTitle')}</h1>
      <div className="promo-tabs" role="tablist" aria-label={t('promo.categories')}>
        {promotions.categories.map((c) => (
          <Tab kind="promo-tab" key={c} active={promotions.category === c} onClick={() => promotions.choose(c)}>
            <Icon name={CATEGORY_ICONS[c] ?? 'gift'} size={16} />
            {t(`promo.category.${c}`)}
          </Tab>
        ))}
      </div>
      {promotions.loaded && promotions.shown.length === 0 ? (
        <EmptyState icon="gift" title={t('pages.noData')} body={t('pages.promotionsEmpty')} />
      ) : (
        <div className="promo-grid" aria-busy={!promotions.loaded}>
          {promotions.shown.map((item) => (
            <PromotionCard key={item.promotion.id} item={item} />
          ))}
        </div>
      )}
      <PromotionDialog />
    </div>
  );
});
