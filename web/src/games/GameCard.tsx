import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GameCard as Game } from '../../../core/portal/catalog/types';
import { Icon } from '../components/Icon';
import { useStores } from '../stores/stores-context';
import { useLaunch } from './use-launch';

/** Art, vendor, play and free trial, name, favourite toggle. A card under maintenance still answers a click, with other games to play. */
export const GameCard = observer(function GameCard({ game }: { game: Game }) {
  const { lobby } = useStores();
  const { t } = useTranslation();
  const launch = useLaunch();
  const favourite = lobby.isFavourite(game.nodeId);
  return (
    <article className={`game-card${game.maintenance ? ' game-card--maintenance' : ''}`} data-testid="game-card" data-node-id={game.nodeId}>
      <div className="game-card__art">
        <img src={game.iconUrl} alt="" loading="lazy" decoding="async" width={240} height={240} />
        {game.maintenance && <span className="game-card__badge">{t('lobby.maintenance')}</span>}
        <div className="game-card__actions">
          <button type="button" className="button button--primary button--sm" onClick={() => void launch(game, false)} data-testid="play">
            {t('lobby.play')}
          </button>
          <button type="button" className="button button--ghost button--sm" onClick={() => void launch(game, true)} data-testid="trial">
            {t('lobby.trial')}
          </button>
        </div>
        <button
          type="button"
          className={`game-card__fav${favourite ? ' game-card__fav--on' : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'lobby.favouriteRemove' : 'lobby.favouriteAdd', { name: game.name })}
          onClick={() => void lobby.toggleFavourite(game)}
          data-testid="favourite"
        >
          <Icon name="star" size={16} />
        </button>
      </div>
      <div className="game-card__meta">
        <span className="game-card__vendor">{game.displayName}</span>
        <h3 className="game-card__name" title={game.name}>
          {game.name}
        </h3>
      </div>
    </article>
  );
});
