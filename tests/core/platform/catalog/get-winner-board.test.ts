import { describe, expect, it } from 'vitest';
import { MemoryListCache } from '../../../../adapters/memory/memory-list-cache';
import { demoCatalog } from '../../../../adapters/sql/seed/demo-catalog';
import { GetWinnerBoard } from '../../../../core/platform/catalog/get-winner-board';
import { type Winner } from '../../../../core/platform/catalog/ports';
import type { StoredRound } from '../../../contract/suites/win-repository';
import { InMemoryCatalog } from '../../../support/fakes/catalog';
import { FakeClock } from '../../../support/fakes/clock';
import { InMemoryWins } from '../../../support/fakes/wins';

const { vendors, games } = demoCatalog();
const DAY = 86_400_000;

function world(rounds: StoredRound[]) {
  const clock = new FakeClock(Date.UTC(2026, 5, 10));
  const at = (daysAgo: number) => new Date(clock.now().getTime() - daysAgo * DAY);
  const cache = new MemoryListCache<Winner>(30_000, () => clock.now().getTime());
  const board = new GetWinnerBoard({ wins: new InMemoryWins(new InMemoryCatalog(vendors, games), rounds), cache, clock });
  return { board, at, clock, rounds };
}

const round = (username: string, gameCode: string, win: bigint, endedAt: Date): StoredRound => ({ username, gameCode, status: 'closed', win, endedAt });

describe('GetWinnerBoard', () => {
  it('ranks the last seven days of wins, masks the players, and keeps to a category', async () => {
    const w = world([]);
    w.rounds.push(
      round('demo_player', 'HOUSE_DICE', 500n, w.at(1)),
      round('carolina', 'pt-live-0001', 900n, w.at(2)),
      round('old_timer', 'HOUSE_DICE', 9_999n, w.at(8)),
    );
    const all = await w.board.execute({});
    expect(all.ok && all.value.map((e) => [e.rank, e.playerName, e.win, e.game.gameCode])).toEqual([
      [1, 'ca***na', 900n, 'pt-live-0001'],
      [2, 'de***er', 500n, 'HOUSE_DICE'],
    ]);
    const rng = await w.board.execute({ gameCategory: 'RNG' });
    expect(rng.ok && rng.value.map((e) => e.game.gameCode)).toEqual(['HOUSE_DICE']);
    expect(await w.board.execute({ limitNum: 1 })).toMatchObject({ ok: true, value: [{ rank: 1 }] });
  });

  it('answers from the cache until flushed or expired', async () => {
    const w = world([]);
    w.rounds.push(round('first_one', 'HOUSE_DICE', 100n, w.at(0)));
    await w.board.execute({});
    w.rounds.push(round('second_one', 'HOUSE_DICE', 200n, w.at(0)));
    expect(await w.board.execute({ limitNum: 5 })).toMatchObject({ ok: true, value: [{ win: 100n }] });
    expect(await w.board.execute({ flush: true })).toMatchObject({ ok: true, value: [{ win: 200n }, { win: 100n }] });
    w.rounds.push(round('third_one', 'HOUSE_DICE', 300n, w.at(0)));
    w.clock.advance(30_001);
    expect(await w.board.execute({})).toMatchObject({ ok: true, value: [{ win: 300n }, { win: 200n }, { win: 100n }] });
  });

  it('refuses a limit outside 1–50 and an unknown category', async () => {
    const { board } = world([]);
    for (const limitNum of [0, 51, 2.5])
      expect(await board.execute({ limitNum })).toEqual({ ok: false, error: { code: 'catalog.invalid_limit', field: 'limitNum', params: { max: 50 } } });
    expect(await board.execute({ gameCategory: 'ESPORTS' })).toEqual({ ok: false, error: { code: 'catalog.unknown_game_type', field: 'gameCategory' } });
  });
});
