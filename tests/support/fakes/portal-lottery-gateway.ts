import type { FailureCode } from '../../../core/domain/kernel/failure-code';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { PrizeMode } from '../../../core/domain/catalog/prize-mode';
import { checkBet } from '../../../core/domain/lottery/bet-check';
import { payoutTable } from '../../../core/domain/lottery/payout-tables';
import { potentialWin } from '../../../core/domain/lottery/ticket-pricing';
import type { LotteryGateway } from '../../../core/portal/lottery/ports';
import type {
  LotteryGameView,
  LotteryLine,
  LotteryMenuView,
  LotteryOpenedView,
  LotteryResultsPage,
  LotteryResultsQuery,
  LotteryTicketView,
  PlacedSlipView,
  VerifyView,
} from '../../../core/portal/lottery/types';
import { sessionRefusal, takeFailure } from './portal-answers';

const kind = (name: string, pays: bigint, per: bigint, picks = 1) => ({
  kind: name,
  picks,
  digits: 2,
  position: false,
  pays: { win: pays },
  per,
  minStake: 100n,
  maxStake: 100_000n,
});

/** A VN game whose betting closes at 10:00:50 for the draw at 10:01:00. */
export const VN_GAME: LotteryGameView = {
  gameCode: 'VN_FAST',
  vassalage: 'TCG_LOTTO_VN',
  family: 'vn',
  name: 'Vietnam Fast',
  prizeMode: 'ZY',
  route: '/vnLottery',
  official: false,
  betKinds: [kind('lo2', 80n, 27n), kind('de', 80n, 1n), kind('xien2', 15n, 1n, 2)],
  next: { drawId: '20261126-0601', drawAt: '2026-11-26T10:01:00.000Z', closesAt: '2026-11-26T10:00:50.000Z', seedHash: 'ab'.repeat(32) },
  last: null,
};

type Slip = Parameters<LotteryGateway['placeSlip']>[0];

/**
 * The lottery routes answering from memory, keeping the LotteryGateway contract
 * (tests/contract/suites/portal-lottery-gateway.ts): the menu at `menuNow`, a slip taken only
 * for a game's next draw before it closes, each line checked by the game's rules and its kind's
 * stake range, priced by the payout tables, paid from `balance`; a request id answers its first
 * tickets again; `drawn` draws are the results and the only ones verified. `signedIn` false is a
 * caller with no session; `failNext` makes the next slip fail with that code. Records every call.
 */
export class InMemoryLottery implements LotteryGateway {
  menuNow = '2026-11-26T10:00:00.000Z';
  games: LotteryGameView[] = [VN_GAME];
  drawn: LotteryOpenedView[] = [];
  balance = 100_000n;
  signedIn = true;
  failNext: FailureCode | null = null;
  readonly calls: { method: string; args: unknown[] }[] = [];
  private readonly placed: LotteryTicketView[] = [];
  private readonly slips = new Map<string, LotteryTicketView[]>();
  private ticketIds = 0;

  async menu(): Promise<Result<LotteryMenuView>> {
    this.calls.push({ method: 'menu', args: [] });
    return ok({ now: this.menuNow, games: this.games });
  }

  async opened(gameCode: string): Promise<Result<LotteryOpenedView[]>> {
    this.calls.push({ method: 'opened', args: [gameCode] });
    return this.ofGame(gameCode, () => ok(this.drawnOf(gameCode)));
  }

  async results(query: LotteryResultsQuery): Promise<Result<LotteryResultsPage>> {
    this.calls.push({ method: 'results', args: [query] });
    return this.ofGame(query.gameCode, () => {
      const day = (d: LotteryOpenedView) => d.drawAt.slice(0, 10);
      const matching = this.drawnOf(query.gameCode).filter((d) => (!query.from || day(d) >= query.from) && (!query.to || day(d) <= query.to));
      return ok({ list: matching.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize), total: matching.length });
    });
  }

  async tickets(gameCode: string): Promise<Result<LotteryTicketView[]>> {
    this.calls.push({ method: 'tickets', args: [gameCode] });
    return sessionRefusal(this.signedIn ? 'member' : null) ?? ok(this.placed.filter((t) => t.gameCode === gameCode).reverse());
  }

  async placeSlip(slip: Slip): Promise<Result<PlacedSlipView>> {
    this.calls.push({ method: 'placeSlip', args: [slip] });
    const refused = takeFailure(this) ?? sessionRefusal(this.signedIn ? 'member' : null);
    if (refused) return refused;
    const earlier = this.slips.get(slip.requestId);
    if (earlier) return ok({ tickets: earlier, balance: this.balance });
    const game = this.games.find((g) => g.gameCode === slip.gameCode);
    if (!game) return fail('lottery.unknown_game', { field: 'gameCode' });
    const next = game.next;
    if (!next || slip.drawId < next.drawId || this.menuNow >= next.closesAt) return fail('lottery.betting_closed', { params: { drawId: slip.drawId } });
    if (slip.drawId !== next.drawId) return fail('lottery.draw_not_open', { field: 'drawId', params: { drawId: slip.drawId, next: next.drawId } });
    const limits = Object.fromEntries(game.betKinds.map((k) => [k.kind, { min: k.minStake, max: k.maxStake }]));
    for (const [index, bet] of slip.bets.entries()) {
      const checked = checkBet(game.family, bet as never, limits as never);
      if (!checked.ok)
        return fail(checked.error.code, {
          ...checked.error,
          field: `bets.${index}.${checked.error.field ?? 'kind'}`,
          params: { ...checked.error.params, line: index + 1 },
        });
    }
    const cost = slip.bets.reduce((sum, bet) => sum + bet.stake, 0n);
    if (cost > this.balance) return fail('wallet.insufficient_funds', { value: { balance: this.balance.toString() } });
    this.balance -= cost;
    const tickets = slip.bets.map((bet) => this.ticket(game, next.drawId, bet));
    this.placed.push(...tickets);
    this.slips.set(slip.requestId, tickets);
    return ok({ tickets, balance: this.balance });
  }

  async verify(gameCode: string, drawId: string): Promise<Result<VerifyView>> {
    this.calls.push({ method: 'verify', args: [gameCode, drawId] });
    return this.ofGame(gameCode, () => {
      const draw = this.drawnOf(gameCode).find((d) => d.drawId === drawId);
      return draw?.seed && draw.seedHash
        ? ok({ drawId, seed: draw.seed, seedHash: draw.seedHash, matches: true })
        : fail('lottery.not_drawn', { params: { drawId } });
    });
  }

  count(method: string): number {
    return this.calls.filter((c) => c.method === method).length;
  }

  private ticket(game: LotteryGameView, drawId: string, bet: LotteryLine): LotteryTicketView {
    const id = String(++this.ticketIds);
    const { kind, picks, stake } = bet;
    const win = potentialWin(game.family, bet, payoutTable(game.family, game.prizeMode as PrizeMode) as never);
    return {
      ticketId: id,
      roundId: id,
      gameCode: game.gameCode,
      drawId,
      kind,
      picks,
      position: bet.position ?? null,
      stake,
      potentialWin: win,
      win: 0n,
      status: 'open',
      placedAt: this.menuNow,
      settledAt: null,
    };
  }

  private drawnOf(gameCode: string): LotteryOpenedView[] {
    return this.drawn.filter((d) => d.gameCode === gameCode).sort((a, b) => b.drawAt.localeCompare(a.drawAt));
  }

  private ofGame<T>(gameCode: string, run: () => Result<T>): Result<T> {
    return this.games.some((g) => g.gameCode === gameCode) ? run() : fail('lottery.unknown_game', { field: 'gameCode' });
  }
}
