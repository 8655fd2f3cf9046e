import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { Round, RoundRepository } from './rounds';

export const MAX_BET_PAGE_SIZE = 100;

/** How a round stands in the record: still open, settled, or cancelled (every bet rolled back). */
export type BetStatus = 'open' | 'settled' | 'cancelled';

export interface BetFilter {
  readonly gameType?: string;
  /** Inclusive UTC instants. */
  readonly from?: Date;
  readonly to?: Date;
  readonly pageNo: number;
  readonly pageSize: number;
}

export interface BetRow {
  readonly roundId: number;
  readonly gameCode: string;
  readonly gameName: string;
  readonly vendor: string;
  readonly gameType: string;
  readonly bet: bigint;
  /** The stake of a settled round; nothing is valid until it settles. */
  readonly validBet: bigint;
  readonly win: bigint;
  /** The player's result: win − stake of a settled round. */
  readonly profit: bigint;
  readonly status: BetStatus;
  readonly startedAt: Date;
  readonly endedAt: Date | null;
  /** Our own games keep a provably fair record that the verify page recomputes. */
  readonly house: boolean;
}

export interface BetTotals {
  readonly count: number;
  readonly bet: bigint;
  readonly validBet: bigint;
  readonly win: bigint;
  readonly profit: bigint;
}

export interface BetPage {
  readonly items: readonly BetRow[];
  readonly total: number;
  readonly totals: BetTotals;
}

export interface GameTypeTotals extends BetTotals {
  readonly gameType: string;
}

/** The betting record read side of the rounds every provider writes. */
export interface BetRecordRepository {
  page(accountId: number, filter: BetFilter): Promise<BetPage>;
  /** Totals per game type over the period, largest valid bet first. */
  summary(accountId: number, period: { from?: Date; to?: Date }): Promise<GameTypeTotals[]>;
}

const clampPage = (filter: BetFilter): BetFilter => ({ ...filter, pageNo: Math.max(filter.pageNo, 1), pageSize: Math.min(Math.max(filter.pageSize, 1), MAX_BET_PAGE_SIZE) });

/** Betting record (personalHistoryCopy): every round of the caller, newest first, with totals over the filter. */
export class GetBetRecord {
  constructor(private readonly bets: BetRecordRepository) {}

  async execute(caller: Principal, filter: BetFilter): Promise<Result<BetPage>> {
    return ok(await this.bets.page(caller.account.id, clampPage(filter)));
  }
}

/** Personal loss (personalProfit): the caller's totals by game type for a period. */
export class GetPersonalProfit {
  constructor(private readonly bets: BetRecordRepository) {}

  async execute(caller: Principal, period: { from?: Date; to?: Date }): Promise<Result<GameTypeTotals[]>> {
    return ok(await this.bets.summary(caller.account.id, period));
  }
}

/** One round with every step: the member's own (another's is 'not found'), or any for support. */
export class GetRoundLog {
  constructor(private readonly rounds: Pick<RoundRepository, 'find'>) {}

  async execute(caller: Principal, roundId: number): Promise<Result<Round>> {
    const round = await this.rounds.find(roundId);
    if (!round || (caller.role !== 'staff' && round.accountId !== caller.account.id)) return fail('play.round_not_found');
    return ok(round);
  }
}

/** Support's view of a member's betting record. */
export class GetMemberBets {
  constructor(private readonly deps: { bets: BetRecordRepository; accounts: { findByUsername(username: string): Promise<{ id: number } | null> } }) {}

  async execute(caller: Principal, account: string, filter: BetFilter): Promise<Result<BetPage>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const member = await this.deps.accounts.findByUsername(account);
    if (!member) return fail('access.member_not_found');
    return ok(await this.deps.bets.page(member.id, clampPage(filter)));
  }
}
