import { fail, ok, type Result } from '../../domain/kernel/result';
import { checkBet } from '../../domain/lottery/bet-check';
import type { LotteryBet } from '../../domain/lottery/bets';
import { checkBettingOpen, drawSlot, nextDraw, type DrawSchedule } from '../../domain/lottery/draw-schedule';
import { stakeLimitsOf, type LotterySettings } from '../../domain/lottery/lottery-settings';
import { payoutTable } from '../../domain/lottery/payout-tables';
import { potentialWin } from '../../domain/lottery/ticket-pricing';
import { HOUSE_SHARDS, LEDGER_CODES } from '../wallet/ledger';
import { refuseNonMember } from '../wallet/vendor-wallets';
import { currentDraw, gameSchedule } from './current-draw';
import { LOTTERY_PROVIDER, type LotteryDeps } from './deps';
import type { LotteryGame, NewTicket, StoredDraw, Ticket } from './ports';
import type { Principal } from '../access/authenticate';

export interface SlipRequest {
  readonly gameCode: string;
  readonly drawId: string;
  readonly bets: readonly LotteryBet<string>[];
  readonly requestId: string;
}

export interface PlacedSlip {
  readonly tickets: readonly Ticket[];
  readonly balance: bigint;
}

export const slipKey = (accountId: number, requestId: string) => `lottery:slip:${accountId}:${requestId}`;
/** The round of a member's entry on a draw. */
export const entryRef = (draw: StoredDraw, accountId: number) => `${draw.gameCode}:${draw.drawId}:${accountId}`;

/**
 * A member's slip on the game's current draw: every line checked, the total admitted by the
 * protection guard, then the tickets, the member's entry on the draw and one debit of the total written in one
 * transaction keyed by the member and the request, so a repeated submit places it once.
 */
export class PlaceLotterySlip {
  constructor(private readonly deps: LotteryDeps) {}

  async execute(caller: Principal, request: SlipRequest): Promise<Result<PlacedSlip>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    const { deps } = this;
    const accountId = caller.account.id;
    const key = slipKey(accountId, request.requestId);
    const earlier = await deps.tickets.slip(key);
    if (earlier.length > 0) return ok({ tickets: earlier, balance: await this.balance(accountId) });
    const game = await deps.games.find(request.gameCode);
    if (!game) return fail('lottery.unknown_game', { field: 'gameCode' });
    const settings = await deps.settings.load();
    const now = deps.clock.now();
    const open = this.checkDraw(request.drawId, settings.timezone, gameSchedule(game, settings), now);
    if (!open.ok) return open;
    const lines = this.checkLines(game, request.bets, settings.lottery);
    if (!lines.ok) return lines;
    const draw = await currentDraw(deps, game, settings, now);
    const total = lines.value.reduce((sum, bet) => sum + bet.stake, 0n);
    const admitted = await deps.guard.admitStake(accountId, total);
    if (!admitted.ok) return admitted;
    const round = {
      provider: LOTTERY_PROVIDER,
      roundRef: entryRef(draw, accountId),
      accountId,
      gameCode: game.gameCode,
      detail: { drawId: draw.drawId },
      at: now,
    };
    const placed = await deps.tickets.place({
      key,
      accountId,
      draw,
      tickets: this.tickets(game, lines.value),
      round,
      at: now,
      debit: (roundId) => this.debit(key, accountId, draw, lines.value, roundId, now),
    });
    if (!placed.ok || placed.value.replayed) await deps.guard.release(accountId, admitted.value, total);
    if (!placed.ok) {
      if (placed.error.code !== 'wallet.insufficient_funds') return placed;
      return fail('wallet.insufficient_funds', { value: { balance: (await this.balance(accountId)).toString() } });
    }
    const balance = placed.value.debit && !placed.value.replayed ? placed.value.debit.debitBalanceAfter : await this.balance(accountId);
    return ok({ tickets: placed.value.tickets, balance });
  }

  /** The draw must be the one bets are taken for now, before its cut-off. */
  private checkDraw(drawId: string, timeZone: string, schedule: DrawSchedule, now: Date): Result<unknown> {
    const slot = drawSlot(schedule, drawId, timeZone);
    if (!slot.ok) return slot;
    const next = nextDraw(schedule, now, timeZone);
    if (slot.value.drawAt < next.drawAt) return fail('lottery.betting_closed', { params: { drawId } });
    if (slot.value.drawId !== next.drawId) return fail('lottery.draw_not_open', { field: 'drawId', params: { drawId, next: next.drawId } });
    return checkBettingOpen(slot.value, now);
  }

  private checkLines(game: LotteryGame, bets: readonly LotteryBet<string>[], settings: LotterySettings): Result<LotteryBet<string>[]> {
    const limits = stakeLimitsOf(game.family, settings);
    const checked: LotteryBet<string>[] = [];
    for (const [line, bet] of bets.entries()) {
      const result = checkBet(game.family, bet as never, limits);
      if (!result.ok)
        return fail(result.error.code, {
          ...result.error,
          field: `bets.${line}.${result.error.field ?? 'kind'}`,
          params: { ...result.error.params, line: line + 1 },
        });
      checked.push(bet);
    }
    return ok(checked);
  }

  private tickets(game: LotteryGame, bets: readonly LotteryBet<string>[]): NewTicket[] {
    const odds = payoutTable(game.family, game.prizeMode);
    return bets.map((bet) => ({
      kind: bet.kind,
      picks: bet.picks,
      position: bet.position ?? null,
      stake: bet.stake,
      potentialWin: potentialWin(game.family, bet, odds),
    }));
  }

  /** The slip's debit, whose bet step on the entry's round names the slip's lines. */
  private debit(key: string, accountId: number, draw: StoredDraw, bets: readonly LotteryBet<string>[], roundId: number, at: Date) {
    const amount = bets.reduce((sum, bet) => sum + bet.stake, 0n);
    const lines = bets.map((bet) => ({ kind: bet.kind, picks: bet.picks, position: bet.position ?? null }));
    return {
      key,
      debit: LEDGER_CODES.memberMain(accountId),
      credit: LEDGER_CODES.houseShard(accountId % HOUSE_SHARDS),
      amount,
      kind: 'bet',
      reference: `lottery:${draw.gameCode}:${draw.drawId}`,
      roundSteps: [{ roundId, kind: 'bet' as const, txId: key, amount, at, detail: { drawId: draw.drawId, lines } }],
    };
  }

  private async balance(accountId: number): Promise<bigint> {
    const [row] = await this.deps.ledger.balances([LEDGER_CODES.memberMain(accountId)]);
    return row ? row.balance - row.held : 0n;
  }
}
