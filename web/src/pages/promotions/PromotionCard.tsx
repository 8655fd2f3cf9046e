import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PlayerPromotion } from '../../../../core/portal/engagement/types';
import { Icon } from '../../components/Icon';
import { useDateTime } from '../../components/use-date-time';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { CATEGORY_ICONS } from './promotion-text';
import { StateButton } from './StateButton';

/** One promotion: picture, badges, title, summary, its time window and what the player can do. */
export const PromotionCard = observer(function PromotionCard({ item }: { item: PlayerPromotion }) {
  const { promotions, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const { promotion, state } = item;
  const failure = promotions.outcome?.promotionId === promotion.id && promotions.opened === null ? promotions.outcome.failure : null;
  return (
    <article className={`promo-card promo-card--${promotion.category}`} data-testid="promotion" data-state={state} data-id={promotion.id}>
      <button
        type="button"
        className="promo-card__picture"
        onClick={() => promotions.open(promotion.id)}
        aria-label={t('promo.details', { title: promotion.title })}
      >
        {promotion.image ? <img src={promotion.image} alt="" loading="lazy" /> : <Icon name={CATEGORY_ICONS[promotion.category] ?? 'gift'} size={56} />}
        {promotion.badges.length > 0 && (
          <span className="promo-card__badges">
            {promotion.badges.map((b) => (
              <span key={b} className={`promo-badge promo-badge--${b}`}>
                {t(`promo.badge.${b}`)}
              </span>
            ))}
          </span>
        )}
      </button>
      <div className="promo-card__body">
        <span className="promo-card__category">{t(`promo.category.${promotion.category}`)}</span>
        <h2 className="promo-card__title" dir="auto">
          {promotion.title}
        </h2>
        {promotion.summary && (
          <p className="promo-card__summary" dir="auto">
            {promotion.summary}
          </p>
        )}
        <p className="promo-card__time">{promotion.endsAt ? t('promo.until', { time: time(promotion.endsAt) }) : t('promo.ongoing')}</p>
        <div className="promo-card__actions">
          <button type="button" className="button button--ghost" onClick={() => promotions.open(promotion.id)}>
            {t('promo.more')}
          </button>
          <StateButton item={item} />
        </div>
        <FormError failure={failure} testId="promotion-error" />
      </div>
    </article>
  );
});
