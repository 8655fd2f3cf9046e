import { betKinds, type BetKindView } from '../../domain/lottery/bet-kinds';
import { stakeLimitsOf } from '../../domain/lottery/lottery-settings';
import { payoutTable } from '../../domain/lottery/payout-tables';
import type { PrizeMode } from '../../domain/catalog/prize-mode';
import { currentDraw } from './current-draw';
import type { LotteryDeps } from './deps';
import type { LotteryGame, StoredDraw } from './ports';

export interface LotteryGameView {
  readonly game: LotteryGame;
  readonly betKinds: readonly BetKindView[];
  /** The draw taking bets now, with its seed's hash. */
  readonly next: StoredDraw;
  readonly last: StoredDraw | null;
}

export interface LotteryMenuView {
  readonly now: Date;
  readonly games: readonly LotteryGameView[];
}

export interface MenuFilter {
  readonly family?: LotteryGame['family'];
  readonly prizeMode?: PrizeMode;
  /** Only the games this member bet on, most recent first. */
  readonly recentOf?: number;
}

const RECENT_GAMES = 20;

/** The lottery lobby and the VN game menus: every game with its countdown, bet kinds and last result. */
export class GetLotteryMenu {
  constructor(private readonly deps: LotteryDeps) {}

  async execute(filter: MenuFilter = {}): Promise<LotteryMenuView> {
    const { deps } = this;
    const settings = await deps.settings.load();
    const now = deps.clock.now();
    let games = (await deps.games.list()).filter(
      (g) => (!filter.family || g.family === filter.family) && (!filter.prizeMode || g.prizeMode === filter.prizeMode),
    );
    if (filter.recentOf !== undefined) {
      const recent = await deps.tickets.recentGames(filter.recentOf, RECENT_GAMES);
      games = recent.flatMap((code) => games.filter((g) => g.gameCode === code));
    }
    const views = await Promise.all(
      games.map(async (game): Promise<LotteryGameView> => {
        const last = await deps.draws.history(game.gameCode, { offset: 0, limit: 1 });
        return {
          game,
          betKinds: betKinds(game.family, payoutTable(game.family, game.prizeMode), stakeLimitsOf(game.family, settings.lottery)),
          next: await currentDraw(deps, game, settings, now),
          last: last.list[0] ?? null,
        };
      }),
    );
    return { now, games: views };
  }
}
