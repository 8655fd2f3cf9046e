import type { CalendarDate } from '../../domain/kernel/calendar';
import type { Result } from '../../domain/kernel/result';
import type { StepKind } from '../../domain/play/round-steps';

/** What the betting record pages and support read; the api-client maps the wire format (minor-unit text) to these. */

export interface BetQuery {
  readonly gameType?: string;
  readonly from?: CalendarDate;
  readonly to?: CalendarDate;
  readonly pageNo: number;
  readonly pageSize: number;
}

export interface BetTotals {
  readonly count: number;
  readonly bet: bigint;
  readonly validBet: bigint;
  readonly win: bigint;
  readonly profit: bigint;
}

export interface BetItem {
  readonly roundId: number;
  readonly gameCode: string;
  readonly gameName: string;
  readonly vendor: string;
  readonly gameType: string;
  readonly gameClassify: string | null;
  readonly bet: bigint;
  readonly validBet: bigint;
  readonly win: bigint;
  readonly profit: bigint;
  readonly status: 'open' | 'settled' | 'cancelled';
  readonly startedAt: string;
  readonly endedAt: string | null;
  readonly house: boolean;
}

export interface BetPage {
  readonly items: readonly BetItem[];
  readonly pageNo: number;
  readonly totalPages: number;
  readonly totals: BetTotals;
  readonly scale: number;
}

export interface GameTypeTotals extends BetTotals {
  readonly gameType: string;
}

export interface RoundLogStep {
  readonly seq: number;
  readonly kind: StepKind;
  readonly txId: string;
  readonly amount: bigint;
  readonly at: string;
  readonly detail: Readonly<Record<string, unknown>>;
  readonly balanceAfter: bigint | null;
}

export interface RoundLog {
  readonly roundId: number;
  readonly provider: string;
  readonly roundRef: string;
  readonly accountId: number;
  readonly player: string;
  readonly gameCode: string;
  readonly status: 'open' | 'closed';
  readonly startedAt: string;
  readonly endedAt: string | null;
  readonly balanceBefore: bigint | null;
  readonly balanceAfter: bigint | null;
  readonly stake: bigint;
  readonly win: bigint;
  readonly steps: readonly RoundLogStep[];
  readonly fairness: { readonly serverSeedHash: string; readonly clientSeed: string; readonly nonce: number; readonly serverSeed: string | null } | null;
  readonly detail: Readonly<Record<string, unknown>>;
  readonly scale: number;
}

export interface RoundVerification {
  readonly roundId: number;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly hashMatches: boolean;
  readonly outcomeMatches: boolean;
}

/** The betting record calls: the member's own, and support's by account or round. */
export interface BetRecordGateway {
  myBets(query: BetQuery): Promise<Result<BetPage>>;
  mySummary(period: { from?: CalendarDate; to?: CalendarDate }): Promise<Result<{ items: GameTypeTotals[]; scale: number }>>;
  round(roundId: number, asSupport: boolean): Promise<Result<RoundLog>>;
  memberBets(account: string, query: BetQuery): Promise<Result<BetPage>>;
  verify(roundId: number): Promise<Result<RoundVerification>>;
}
