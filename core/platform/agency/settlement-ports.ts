import type { ContractKind } from '../../domain/agency/contract-terms';
import type { RealtimeFigures } from '../../domain/agency/contract-pay';
import type { TeamFigures } from '../../domain/agency/contract-terms';

export type SettlementStatus = 'pending' | 'paid' | 'due' | 'nothing';

export interface Settlement {
  readonly id: number;
  readonly contractId: number;
  readonly kind: ContractKind;
  readonly holderId: number;
  readonly issuerId: number | null;
  readonly periodKey: string;
  readonly from: Date;
  readonly to: Date;
  /** The figures the amount came from, as decimal text, so a record can be recomputed by hand. */
  readonly figures: Readonly<Record<string, string>>;
  readonly tier: number;
  readonly rateBp: number;
  readonly base: bigint;
  readonly amount: bigint;
  readonly status: SettlementStatus;
  readonly createdAt: Date;
  readonly paidAt: Date | null;
}

/** A settlement with the account names of both sides (issuer null: the platform). */
export interface NamedSettlement extends Settlement {
  readonly holder: string;
  readonly issuer: string | null;
}

export type NewSettlement = Omit<Settlement, 'id' | 'status' | 'createdAt' | 'paidAt'>;

export interface SettlementQuery {
  readonly accountId: number;
  readonly side: 'holder' | 'issuer';
  readonly kinds: readonly ContractKind[];
  readonly from: Date;
  readonly to: Date;
  readonly pageNo: number;
  readonly pageSize: number;
}

/** Settlements, unique per contract and period: the row is written before any money moves. */
export interface SettlementBook {
  /** The new row ('pending', or 'nothing' for a zero amount), or null when that period is already settled. */
  record(settlement: NewSettlement): Promise<Settlement | null>;
  find(id: number): Promise<NamedSettlement | null>;
  /** Rows whose payment a crash or a short wallet left open: 'pending', and 'due' when `withDue`. */
  unpaid(withDue: boolean): Promise<Settlement[]>;
  /** Sets the status from 'pending' or 'due'; false when it was already final. */
  mark(id: number, status: 'paid' | 'due', at: Date): Promise<boolean>;
  list(query: SettlementQuery): Promise<{ items: NamedSettlement[]; total: number; amount: bigint }>;
}

/** A team's figures over a period, read from the pre-aggregated statistics (and rounds for real-time salaries). */
export interface TeamFigureSource {
  /** Brings the statistics up to `until` before a settlement reads them. */
  catchUp(until: Date): Promise<void>;
  tiered(holderIds: readonly number[], from: Date, to: Date, activeThreshold: bigint): Promise<ReadonlyMap<number, TeamFigures>>;
  realtime(holders: readonly { holderId: number; minBet: bigint }[], from: Date, to: Date): Promise<ReadonlyMap<number, RealtimeFigures>>;
}
