import { beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../core/domain/kernel/result';
import type { LotteryGateway } from '../../../core/portal/lottery/ports';
import type { LotteryBetKindView, LotteryGameView, LotteryLine, LotteryTicketView } from '../../../core/portal/lottery/types';
import { expectAllLoggedOut, expectRefused, failureOf, valueOf } from './portal-results';

export interface LotteryGatewayFixture {
  /** A member's session: `funds` (minor units) in the main wallet, no tickets. */
  readonly gateway: LotteryGateway;
  readonly funds: bigint;
  /** The same routes for a caller with no session. */
  readonly anonymous: LotteryGateway;
  /** Lets `ms` of the server's time pass: its clock moves on and the draws that fall due are drawn. */
  readonly letTimePass: (ms: number) => Promise<void>;
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
/** Time a test needs between reading the open draw and betting on it. */
const MARGIN_MS = 8_000;
const byId = (tickets: readonly LotteryTicketView[]) => [...tickets].sort((a, b) => a.ticketId.localeCompare(b.ticketId));

/** The portal's LotteryGateway: the lottery api client against a real server, and the fake the lottery use case and stores run on. */
export function lotteryGatewayContract(fresh: () => Promise<LotteryGatewayFixture>): void {
  describe('LotteryGateway contract', () => {
    let f: LotteryGatewayFixture;
    let ids = 0;
    const requestId = () => `slip-${String(++ids).padStart(6, '0')}`;
    beforeEach(async () => {
      f = await fresh();
    });

    /** A game whose next draw takes bets for a while yet, and a plain kind of one pick on it. */
    const openDraw = async (): Promise<{ game: LotteryGameView & { next: NonNullable<LotteryGameView['next']> }; kind: LotteryBetKindView }> => {
      for (;;) {
        const menu = valueOf(await f.gateway.menu());
        for (const game of menu.games) {
          const kind = game.betKinds.find((k) => k.picks === 1 && !k.position);
          if (!game.next || !kind) continue;
          const left = Date.parse(game.next.closesAt) - Date.parse(menu.now);
          if (left > MARGIN_MS) return { game: { ...game, next: game.next }, kind };
          await f.letTimePass(Date.parse(game.next.drawAt) - Date.parse(menu.now) + 1_000);
          break;
        }
      }
    };
    const line = (kind: LotteryBetKindView, pick: number, stake: bigint): LotteryLine => ({
      kind: kind.kind,
      picks: [String(pick).padStart(kind.digits, '0')],
      stake,
    });

    it("the menu: the server's clock, and every game with its kinds of bet and a next draw that closes before it is drawn", async () => {
      const menu = valueOf(await f.gateway.menu());
      expect(menu.now).toMatch(ISO);
      expect(menu.games.length).toBeGreaterThan(0);
      for (const game of menu.games) {
        expect(game).toMatchObject({
          gameCode: expect.any(String),
          vassalage: expect.any(String),
          name: expect.any(String),
          route: expect.any(String),
          official: expect.any(Boolean),
        });
        expect(['vn', 'sea', 'quick']).toContain(game.family);
        for (const kind of game.betKinds) expect(typeof kind.per === 'bigint' && kind.minStake > 0n && kind.minStake <= kind.maxStake).toBe(true);
        if (game.next) expect(Date.parse(game.next.closesAt)).toBeLessThanOrEqual(Date.parse(game.next.drawAt));
      }
      expect(menu.games.some((g) => g.next !== null && g.betKinds.length > 0)).toBe(true);
    });

    it('a slip on the open draw is one open ticket per line, its cost leaves the wallet; the same request id answers the same tickets; my tickets list them', async () => {
      const { game, kind } = await openDraw();
      const bets = [line(kind, 7, kind.minStake), line(kind, 8, kind.minStake * 2n)];
      const id = requestId();
      const placed = valueOf(await f.gateway.placeSlip({ gameCode: game.gameCode, drawId: game.next.drawId, bets, requestId: id }));
      expect(placed.balance).toBe(f.funds - kind.minStake * 3n);
      expect(placed.tickets.map((t) => [t.kind, t.picks, t.stake])).toEqual(bets.map((b) => [b.kind, b.picks, b.stake]));
      for (const ticket of placed.tickets) {
        expect(ticket).toEqual({
          ticketId: expect.any(String),
          roundId: expect.any(String),
          gameCode: game.gameCode,
          drawId: game.next.drawId,
          kind: kind.kind,
          picks: expect.any(Array),
          position: null,
          stake: expect.any(BigInt),
          potentialWin: expect.any(BigInt),
          win: 0n,
          status: 'open',
          placedAt: expect.stringMatching(ISO),
          settledAt: null,
        });
        expect(ticket.potentialWin).toBeGreaterThan(ticket.stake);
      }
      expect(valueOf(await f.gateway.placeSlip({ gameCode: game.gameCode, drawId: game.next.drawId, bets, requestId: id }))).toEqual(placed);
      expect(byId(valueOf(await f.gateway.tickets(game.gameCode)))).toEqual(byId(placed.tickets));
    });

    it('a stake out of range names its line, a slip the wallet cannot cover is wallet.insufficient_funds with the balance, an earlier draw is closed, an unknown game is unknown; nothing is placed', async () => {
      const { game, kind } = await openDraw();
      const place = (bets: LotteryLine[], over: { gameCode?: string; drawId?: string } = {}) =>
        f.gateway.placeSlip({ gameCode: game.gameCode, drawId: game.next.drawId, bets, requestId: requestId(), ...over });
      const low = failureOf(await place([line(kind, 7, kind.minStake), line(kind, 8, kind.minStake - 1n)]));
      expect(low).toMatchObject({ code: 'lottery.stake_out_of_range', field: 'bets.1.stake', params: { line: 2 } });
      expect(String(low.params?.['min'])).toBe(String(kind.minStake));
      if (kind.maxStake > f.funds)
        expectRefused(await place([line(kind, 7, f.funds + 1n)]), 'wallet.insufficient_funds', { value: { balance: String(f.funds) } });
      expectRefused(await place([line(kind, 7, kind.minStake)], { drawId: '20200101-0001' }), 'lottery.betting_closed', {
        params: { drawId: '20200101-0001' },
      });
      expectRefused(await place([line(kind, 7, kind.minStake)], { gameCode: 'NO_SUCH_GAME' }), 'lottery.unknown_game', { field: 'gameCode' });
      expect(valueOf(await f.gateway.tickets(game.gameCode))).toEqual([]);
    });

    it('results of drawn draws by game; a draw not drawn yet cannot be verified; an unknown game is lottery.unknown_game', async () => {
      const { game } = await openDraw();
      for (const drawn of valueOf(await f.gateway.opened(game.gameCode))) {
        expect(drawn).toMatchObject({ gameCode: game.gameCode, drawId: expect.any(String), drawAt: expect.stringMatching(ISO), result: expect.any(Object) });
      }
      const page = valueOf(await f.gateway.results({ gameCode: game.gameCode, pageNo: 1, pageSize: 5 }));
      expect(page.list.length).toBeLessThanOrEqual(5);
      expect(page.total).toBeGreaterThanOrEqual(page.list.length);
      expectRefused(await f.gateway.verify(game.gameCode, game.next.drawId), 'lottery.not_drawn', { params: { drawId: game.next.drawId } });
      const unknown = 'NO_SUCH_GAME';
      const answers: Result<unknown>[] = [
        await f.gateway.opened(unknown),
        await f.gateway.results({ gameCode: unknown, pageNo: 1, pageSize: 5 }),
        await f.gateway.verify(unknown, game.next.drawId),
      ];
      for (const answer of answers) {
        expectRefused(answer, 'lottery.unknown_game', { field: 'gameCode' });
      }
    });

    it('with no session the menu and the results are open; tickets and slips are access.not_logged_in', async () => {
      const { anonymous } = f;
      const game = valueOf(await anonymous.menu()).games.find((g) => g.next !== null)!;
      expect(valueOf(await anonymous.results({ gameCode: game.gameCode, pageNo: 1, pageSize: 5 })).total).toBeGreaterThanOrEqual(0);
      const kind = game.betKinds[0]!;
      await expectAllLoggedOut([
        () => anonymous.tickets(game.gameCode),
        () => anonymous.placeSlip({ gameCode: game.gameCode, drawId: game.next!.drawId, bets: [line(kind, 7, kind.minStake)], requestId: requestId() }),
      ]);
    });
  });
}
