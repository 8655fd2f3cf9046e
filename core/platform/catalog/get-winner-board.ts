import { GAME_TYPES, type GameType } from '../../domain/catalog/games';
import { maskPlayerName, WINNER_BOARD_DAYS, WINNER_BOARD_LIMIT, WINNER_BOARD_MAX } from '../../domain/catalog/winner-board';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Winner, WinnerBoardCache, WinRepository } from './ports';

const DAY_MS = 86_400_000;

/**
 * The largest wins of the last days, of one game category or all, largest first. The whole board
 * (the most that may be asked for) is cached a while per category; `flush` recomputes it.
 */
export class GetWinnerBoard {
  constructor(private readonly deps: { wins: WinRepository; cache: WinnerBoardCache; clock: Clock }) {}

  async execute(request: { gameCategory?: string; limitNum?: number; flush?: boolean }): Promise<Result<readonly Winner[]>> {
    const limit = request.limitNum ?? WINNER_BOARD_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > WINNER_BOARD_MAX)
      return fail('catalog.invalid_limit', { field: 'limitNum', params: { max: WINNER_BOARD_MAX } });
    const category = request.gameCategory;
    if (category !== undefined && !(GAME_TYPES as readonly string[]).includes(category)) return fail('catalog.unknown_game_type', { field: 'gameCategory' });
    const key = category ?? '*';
    const cached = request.flush ? undefined : this.deps.cache.get(key);
    if (cached) return ok(cached.slice(0, limit));
    const board = await this.board(category as GameType | undefined);
    this.deps.cache.set(key, board);
    return ok(board.slice(0, limit));
  }

  private async board(gameType: GameType | undefined): Promise<readonly Winner[]> {
    const since = new Date(this.deps.clock.now().getTime() - WINNER_BOARD_DAYS * DAY_MS);
    const wins = await this.deps.wins.biggest({ since, limit: WINNER_BOARD_MAX, ...(gameType ? { gameType } : {}) });
    return wins.map((w, i) => ({ rank: i + 1, playerName: maskPlayerName(w.username), win: w.win, wonAt: w.endedAt, game: w.game }));
  }
}
