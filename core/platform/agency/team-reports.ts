import type { PageRequest } from '../../domain/kernel/paging';

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
