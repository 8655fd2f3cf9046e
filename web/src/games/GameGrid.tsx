import type { GameCard as Game } from '../../../core/portal/catalog/types';
import { GameCard } from './GameCard';

/** Cards in rows of six (fewer on narrow screens); `page` re-keys the grid so a new page slides in. */
export function GameGrid({ games, page, rows }: { games: readonly Game[]; page: number; rows: number }) {
  return (
    <div className={`game-grid game-grid--rows-${rows}`} key={page} data-testid="game-grid">
      {games.map((game) => (
        <GameCard key={game.nodeId} game={game} />
      ))}
    </div>
  );
}
