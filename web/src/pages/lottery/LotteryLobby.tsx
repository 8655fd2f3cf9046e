import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { LotteryGameView } from '../../../../core/portal/lottery/types';
import { EmptyState } from '../../components/EmptyState';
import type { LotteryStore } from '../../stores/lottery/lottery-store';
import { DrawClock } from './DrawClock';
import { NumberBalls } from './NumberBalls';
import { headline, isolated } from './lottery-format';
import { useLotteryT } from './use-lottery-t';

/** The lottery lobby (LOTTO_LOBBY): every game with its countdown, last result and a way in. */
export const LotteryLobby = observer(function LotteryLobby({ store }: { store: LotteryStore }) {
  const t = useLotteryT();
  return (
    <section data-testid="lottery-lobby">
      <header className="lottery-hero">
        <h1 className="page__title">{t('lottery.title')}</h1>
        <p className="muted">{t('lottery.subtitle')}</p>
      </header>
      {store.games.length === 0 ? (
        <EmptyState icon="ticket" title={t('lottery.empty')} />
      ) : (
        <div className="lottery-cards">
          {store.games.map((game) => (
            <LotteryCard key={game.gameCode} store={store} game={game} />
          ))}
        </div>
      )}
    </section>
  );
});

const LotteryCard = observer(function LotteryCard({ store, game }: { store: LotteryStore; game: LotteryGameView }) {
  const t = useLotteryT();
  const last = game.last ? headline(game.family, game.last.result) : '';
  return (
    <article className={`lottery-card lottery-card--${game.family}`} data-testid="lottery-card" data-game={game.gameCode}>
      <div className="lottery-card__top">
        <span className="lottery-card__family">{t(`lottery.family.${game.family}`)}</span>
        {game.official && <span className="lottery-card__official">{t('lottery.official')}</span>}
      </div>
      <h2 className="lottery-card__name" dir="auto">
        {game.name}
      </h2>
      <DrawClock store={store} game={game} compact />
      <div className="lottery-card__last">
        <span className="muted">{game.last ? t('lottery.draw.id', { drawId: isolated(game.last.drawId) }) : t('lottery.results.none')}</span>
        {last && <NumberBalls number={last} size="sm" stress={game.family === 'vn' ? 2 : 0} />}
      </div>
      <Link className="button button--primary button--block" to={`${game.route}?gameCode=${encodeURIComponent(game.gameCode)}`} data-testid="lottery-play">
        {t('lottery.play')}
      </Link>
    </article>
  );
});
