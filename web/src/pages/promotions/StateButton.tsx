import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PlayerPromotion } from '../../../../core/portal/engagement/types';
import { useStores } from '../../stores/stores-context';

/**
 * A promotion card's state button: claim pays now; join leads to what taking part needs (log in,
 * deposit, or the application form); every other state is shown, not pressed.
 */
export const StateButton = observer(function StateButton({ item }: { item: PlayerPromotion }) {
  const { promotions, auth, ui } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { promotion, state } = item;
  const busy = promotions.busy === promotion.id;
  const label = t(`promo.state.${state}`);
  if (state === 'claim') {
    return (
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void promotions.claim(promotion.id)}
        data-testid="promotion-claim"
      >
        {label}
      </button>
    );
  }
  if (state === 'join') {
    const join = () => {
      if (!auth.isLogin) return ui.open('login');
      if (promotion.kind === 'deposit_bonus') return navigate('/member?page=depositv2');
      if (promotion.kind === 'application') return promotions.open(promotion.id, true);
      return promotions.open(promotion.id);
    };
    return (
      <button type="button" className="button button--primary" onClick={join} data-testid="promotion-join">
        {label}
      </button>
    );
  }
  return (
    <span className={`promo-state promo-state--${state}`} data-testid="promotion-state">
      {label}
    </span>
  );
});
