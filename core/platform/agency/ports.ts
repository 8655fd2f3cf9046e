import type { ContractInForce } from '../../domain/agency/settlement-plan';
import type { ContractKind, ContractTerms, TeamFigures } from '../../domain/agency/contract-terms';
import type { ContractState, ContractStatus, ContractAction } from '../../domain/agency/contract-lifecycle';
import type { AuditActor } from '../../domain/audit/audit-entry';
import type { RealtimeFigures } from '../../domain/agency/contract-pay';
import type { PageRequest } from '../../domain/kernel/paging';

/** An account's place in the tree: who it is and who its direct upline is. */
export interface TreeAccount {
  readonly id: number;
  readonly username: string;
  readonly nickname: string;
  readonly type: number;
  readonly uplineId: number | null;
}

/** The upline/downline tree over accounts. */
export interface AccountTree {
  findById(id: number): Promise<TreeAccount | null>;
  findByUsername(username: string): Promise<TreeAccount | null>;
  /** The accounts directly under `uplineId`, by username, at most `limit`. */
  directDownlines(uplineId: number, limit: number): Promise<TreeAccount[]>;
  /** `id`'s upline, that one's upline, and so on to the top. */
  ancestors(id: number): Promise<number[]>;
  /**
   * Puts `id` directly under `uplineId` in one step that re-checks the tree: 'cycle' (and no
   * change) when `uplineId` is `id` or already under it, however many links race. The audit log
   * names `by` as the one who moved it.
   */
  setUpline(id: number, uplineId: number, by: AuditActor): Promise<'linked' | 'cycle'>;
}

export interface Contract extends ContractInForce {
  readonly kind: ContractKind;
  readonly state: ContractState;
  readonly terminationBy: ContractStatus['terminationBy'];
  readonly createdAt: Date;
  readonly acceptedAt: Date | null;
  readonly endedAt: Date | null;
}

/** One step in a contract's history; the actor is null for the platform and cascades. */
export interface ContractEvent {
  readonly contractId: number;
  readonly action: ContractAction | 'offer' | 'set' | 'end';
  readonly actorId: number | null;
  readonly state: ContractState;
  readonly at: Date;
}

export interface NewContract {
  readonly holderId: number;
  readonly issuerId: number | null;
  readonly terms: ContractTerms;
  readonly at: Date;
}

/**
 * Contracts between an issuer (an upline agent, or the platform) and a holder. At most one offer
 * and one contract in force per holder and kind: the database refuses a second.
 */
export interface ContractBook {
  /** A new offer, or null when the holder already has an open offer of that kind. */
  offer(contract: NewContract, actorId: number): Promise<Contract | null>;
  /** A platform contract in force at once; the holder's contracts in `ending` end in the same transaction. */
  setInForce(contract: NewContract, ending: readonly number[], actorId: number): Promise<Contract>;
  find(id: number): Promise<Contract | null>;
  inForce(holderId: number, kind: ContractKind): Promise<Contract | null>;
  issuedInForce(issuerId: number, kind: ContractKind): Promise<Contract[]>;
  /** Contracts the account holds or issued, newest first. */
  involving(accountId: number): Promise<Contract[]>;
  events(contractIds: readonly number[]): Promise<ContractEvent[]>;
  /**
   * Moves a contract from `from` to `to` only while it is still in `from`, ending the contracts in
   * `ending` in the same transaction; false when another request moved it first or it would put
   * two contracts of a kind in force.
   */
  move(
    id: number,
    from: ContractStatus,
    to: ContractStatus,
    step: { action: ContractAction; actorId: number; at: Date },
    ending: readonly number[],
  ): Promise<boolean>;
  /** Support ends the listed contracts in force in one transaction; false when none of them was in force. */
  end(ids: readonly number[], at: Date, actorId: number): Promise<boolean>;
  /** Contracts of these kinds in force at the end of a period: accepted before `to`, not ended before it. */
  inForceAt(kinds: readonly ContractKind[], to: Date): Promise<Contract[]>;
}

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

/**
 * What the agent centre's reports and the agent settlement read about a team: the agent itself
 * and all its descendants. Every figure is in minor units. Ranges are half-open [from, to) and
 * counted in whole UTC hours: an hour counts when its start lies in the range (the statistics are
 * kept per hour), so ranges should start and end on an hour.
 */
export interface TeamRange {
  readonly from: Date;
  readonly to: Date;
}

export interface PlayFigures {
  readonly bet: bigint;
  readonly validBet: bigint;
  readonly win: bigint;
  /** win − bet: the players' result (negative when the players lost). */
  readonly profitLoss: bigint;
}

export interface DailyFigures extends PlayFigures {
  /** 'YYYY-MM-DD' in the report's time zone. */
  readonly day: string;
}

export interface TeamOverview extends PlayFigures {
  /** The agent and all its descendants. */
  readonly teamSize: number;
  /** Descendants registered in the range. */
  readonly newMembers: number;
  /** Team members whose first approved deposit falls in the range. */
  readonly firstDeposits: number;
  /** Team members with a valid bet in the range. */
  readonly activeMembers: number;
  readonly deposit: bigint;
  readonly withdrawal: bigint;
  /** The sum of the team's main wallet ledger balances now. */
  readonly teamBalance: bigint;
  readonly daily: readonly DailyFigures[];
}

export interface DownlineQuery extends TeamRange, PageRequest {
  /** Part of the username or nickname, any case. */
  readonly search?: string | undefined;
}

/** A direct downline with its own team's figures in the range. */
export interface DownlineRow extends PlayFigures {
  readonly id: number;
  readonly username: string;
  readonly nickname: string;
  readonly type: number;
  readonly createdAt: Date;
  /** The downline and all its descendants. */
  readonly teamSize: number;
  /** The downline's own main wallet balance. */
  readonly balance: bigint;
}

/** A direct downline's team result in the range, for the profit/loss drill-down. */
export interface UserLossRow extends PlayFigures {
  readonly id: number;
  readonly username: string;
  readonly nickname: string;
  readonly type: number;
}

export interface TeamPage<T> {
  readonly items: readonly T[];
  readonly total: number;
}

export interface Crumb {
  readonly id: number;
  readonly username: string;
}

/** What the settlement needs of one agent's team. */
export interface SettlementFigures {
  readonly agentId: number;
  readonly bet: bigint;
  readonly validBet: bigint;
  readonly win: bigint;
  /** Team members whose valid bet summed over the range reaches the threshold (a member with no play in the range never counts). */
  readonly activeMembers: number;
}

/** One account of a printed tree: its depth under the root and its direct upline. */
export interface TreeRow {
  readonly id: number;
  readonly username: string;
  readonly type: number;
  readonly uplineId: number | null;
  readonly depth: number;
}

/** An agent's team figures, downlines and tree, read from the hourly statistics. */
export interface TeamReports {
  /** The daily series is grouped by `zone` days from hourly rows: exact for whole-hour zones only. */
  overview(agentId: number, range: TeamRange, zone: string): Promise<TeamOverview>;
  /** The direct downlines of `parentId` (which the caller has checked is in the agent's team), by username. */
  downlines(parentId: number, query: DownlineQuery): Promise<TeamPage<DownlineRow>>;
  /** Each direct downline of `parentId` (checked by the caller) with its team's result in the range, by username. */
  userLoss(parentId: number, range: TeamRange, page: PageRequest): Promise<TeamPage<UserLossRow>>;
  /** The accounts from `agentId` down to `id`, both included; empty when `id` is not in the team. */
  breadcrumbs(agentId: number, id: number): Promise<Crumb[]>;
  /** Exact figures from the member hours, one entry per agent asked about (zeros for a team without play). */
  teamFigures(agentIds: readonly number[], range: TeamRange, activeThreshold: bigint): Promise<SettlementFigures[]>;
  /** The team down to `maxDepth` levels, each account before its downlines, at most `limit` rows. */
  subtree(agentId: number, maxDepth: number, limit: number): Promise<TreeRow[]>;
  /** Whether `accountId` is `agentId` or one of its descendants. */
  isInTeam(agentId: number, accountId: number): Promise<boolean>;
}

/**
 * Recomputes the hourly member and team statistics. Every hour it touches is recomputed from the
 * source rows (never incremented), so reruns, and two processes running it at once, cannot
 * double count.
 */
export interface TeamStatsRollup {
  /**
   * Recomputes every hour from one hour before the watermark (or from the first hour with data)
   * up to the hour holding `until`, and moves the watermark to `until`. Answers how many hours it
   * recomputed.
   */
  rollUp(until: Date): Promise<number>;
}

export interface AffiliateLink {
  readonly id: number;
  readonly agentId: number;
  /** What a registration through the link carries: random for new links, 'A' and the id in base 36 for links made before. */
  readonly code: string;
  /** What a registration through the link becomes. */
  readonly kind: DownlineKind;
  readonly enabled: boolean;
  readonly createdAt: Date;
}

export interface AffiliateLinkStats extends AffiliateLink {
  readonly registrations: number;
}

/** An agent's referral links; registrations through one are counted by the accounts it placed. */
export interface AffiliateLinks {
  create(agentId: number, kind: DownlineKind, code: string, at: Date): Promise<AffiliateLink>;
  findByCode(code: string): Promise<AffiliateLink | null>;
  list(agentId: number): Promise<AffiliateLinkStats[]>;
  /** False when the link is not the agent's or already off. */
  disable(agentId: number, id: number): Promise<boolean>;
}

export type DownlineKind = 'member' | 'agent';
