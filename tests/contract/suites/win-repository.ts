import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameType, Vendor } from '../../../core/domain/catalog/games';
import type { WinRepository } from '../../../core/platform/catalog/ports';
import type { SeedGame } from '../../../adapters/sql/seed/demo-catalog';

/** A round as the winner board reads it. */
export interface StoredRound {
  readonly username: string;
  readonly gameCode: string;
  readonly status: 'open' | 'closed';
  readonly win: bigint;
  readonly endedAt: Date;
}

export interface WinFixture {
  /** Fresh repositories over this catalogue and these rounds (stored in this order). */
  withRounds(vendors: readonly Vendor[], games: readonly SeedGame[], rounds: readonly StoredRound[]): Promise<WinRepository>;
}

const VENDORS: Vendor[] = [
  { vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', lagerIcon: '', maintenance: false, sort: 0 },
  { vassalage: 'LV', displayName: 'Live One', gameType: 'LIVE', lagerIcon: '', maintenance: true, sort: 1 },
];
const GAMES: SeedGame[] = [1, 2, 3].map((n) => ({
  nodeId: n,
  gameCode: `code-${n}`,
  names: { EN: `Game ${n}`, UR: `کھیل ${n}` },
  vassalage: n === 3 ? 'LV' : 'PG',
  gameType: n === 3 ? 'LIVE' : 'RNG',
  gameClassify: null,
  isGame: 'GAME',
  engine: 'slot',
  sort: 0,
  hotRank: null,
}));
const T0 = Date.UTC(2026, 5, 1);

const roundArb: fc.Arbitrary<StoredRound> = fc.record({
  username: fc.constantFrom('alice', 'bobby_two', 'carol'),
  gameCode: fc.constantFrom('code-1', 'code-2', 'code-3', 'not-listed'),
  status: fc.constantFrom<'open' | 'closed'>('closed', 'closed', 'open'),
  win: fc.constantFrom(0n, 50n, 100n, 250n, 100n, 9_000_000_000n),
  endedAt: fc.integer({ min: 0, max: 10 }).map((h) => new Date(T0 + h * 3_600_000)),
});

export function winRepositoryContract(fixture: () => Promise<WinFixture>): void {
  describe('WinRepository contract', () => {
    it('the biggest wins are closed rounds that paid out since the time asked, of listed games, largest then earliest first', async () => {
      const f = await fixture();
      await fc.assert(
        fc.asyncProperty(
          fc.array(roundArb, { maxLength: 14 }),
          fc.integer({ min: 0, max: 10 }),
          fc.constantFrom<GameType | undefined>(undefined, 'RNG', 'LIVE'),
          fc.integer({ min: 1, max: 6 }),
          async (rounds, sinceHour, gameType, limit) => {
            const wins = await f.withRounds(VENDORS, GAMES, rounds);
            const since = new Date(T0 + sinceHour * 3_600_000);
            const model = rounds
              .map((r, i) => ({ ...r, order: i }))
              .filter((r) => r.status === 'closed' && r.win > 0n && r.endedAt >= since)
              .filter((r) => GAMES.some((g) => g.gameCode === r.gameCode && (!gameType || g.gameType === gameType)))
              .sort((a, b) => (a.win === b.win ? a.endedAt.getTime() - b.endedAt.getTime() || a.order - b.order : a.win > b.win ? -1 : 1))
              .slice(0, limit);
            const got = await wins.biggest({ since, limit, ...(gameType ? { gameType } : {}) });
            expect(got.map((w) => [w.username, w.game.gameCode, w.win, w.endedAt.getTime()])).toEqual(
              model.map((r) => [r.username, r.gameCode, r.win, r.endedAt.getTime()]),
            );
          },
        ),
        { numRuns: 12 },
      );
    });

    it("a win carries the game as lists show it, with its vendor's name and maintenance flag", async () => {
      const wins = await (
        await fixture()
      ).withRounds(VENDORS, GAMES, [{ username: 'carol', gameCode: 'code-3', status: 'closed', win: 700n, endedAt: new Date(T0) }]);
      const [win] = await wins.biggest({ since: new Date(T0 - 1), limit: 5 });
      expect(win).toMatchObject({
        username: 'carol',
        win: 700n,
        game: { nodeId: 3, gameCode: 'code-3', names: { EN: 'Game 3', UR: 'کھیل 3' }, displayName: 'Live One', maintenance: true, gameType: 'LIVE' },
      });
    });
  });
}
