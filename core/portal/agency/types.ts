import type { ContractAction, ContractSide, ContractState } from '../../domain/agency/contract-lifecycle';
import type { ContractKind, DividendPeriod } from '../../domain/agency/contract-terms';
import type { TermsForm } from '../../domain/agency/terms-form';
import type { CalendarDate } from '../../domain/kernel/calendar';

/** Which contract pages the agent's menu shows: one flag per kind of contract the agent holds in force. */
export interface AgentMenu {
  readonly dividend: boolean;
  readonly dailySalary: boolean;
  readonly hourlySalary: boolean;
  readonly realtimeSalary: boolean;
}

/** Play of a team or one account over a period, in minor units. */
export interface PlayFigures {
  readonly bet: bigint;
  readonly validBet: bigint;
  readonly win: bigint;
  /** The players' result: positive when they won. */
  readonly profitLoss: bigint;
}

export interface TeamDay extends PlayFigures {
  readonly day: CalendarDate;
}

export interface TeamOverview extends PlayFigures {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly teamSize: number;
  readonly newMembers: number;
  readonly firstDeposits: number;
  readonly activeMembers: number;
  readonly deposit: bigint;
  readonly withdrawal: bigint;
  readonly teamBalance: bigint;
  readonly daily: readonly TeamDay[];
  readonly scale: number;
}

export interface Downline extends PlayFigures {
  readonly id: number;
  readonly account: string;
  readonly nickname: string;
  readonly isAgent: boolean;
  readonly createdAt: string;
  readonly teamSize: number;
  readonly balance: bigint;
  /** Top rate in basis points of each kind of contract the downline holds from me. */
  readonly ratesBp: Readonly<Partial<Record<ContractKind, number>>>;
}

export interface DownlinePage {
  readonly items: readonly Downline[];
  /** From me down to the parent listed. */
  readonly breadcrumbs: readonly { readonly id: number; readonly account: string }[];
  readonly pageNo: number;
  readonly totalPages: number;
  readonly total: number;
  readonly scale: number;
}

export interface LossLine extends PlayFigures {
  readonly id: number;
  readonly account: string;
  readonly nickname: string;
  readonly isAgent: boolean;
}

export interface UserLossPage {
  readonly items: readonly LossLine[];
  readonly pageNo: number;
  readonly totalPages: number;
  readonly total: number;
  readonly scale: number;
}

/** A team query: dates (both included), whose direct downlines (default: mine), a search, a page. */
export interface TeamQuery {
  readonly from?: CalendarDate;
  readonly to?: CalendarDate;
  readonly parent?: number;
  readonly search?: string;
  readonly pageNo?: number;
}

export interface NewDownline {
  readonly username: string;
  readonly password: string;
  readonly kind: 'member' | 'agent';
}

/** An agent's referral link: registrations through it land under the agent as its kind. */
export interface ReferralLink {
  readonly id: number;
  readonly code: string;
  readonly url: string;
  readonly kind: 'member' | 'agent';
  readonly enabled: boolean;
  readonly registrations: number;
}

export interface CreatedDownline {
  readonly id: number;
  readonly account: string;
  readonly kind: NewDownline['kind'];
}

export interface ContractParty {
  readonly id: number;
  readonly account: string;
  readonly nickname: string;
}

export interface ContractTier {
  readonly minValidBet: bigint;
  readonly minLoss: bigint;
  readonly minActive: number;
  readonly rateBp: number;
}

export interface ContractTermsView {
  readonly kind: ContractKind;
  readonly period?: DividendPeriod;
  readonly tiers?: readonly ContractTier[];
  readonly profitRateBp?: number;
  readonly lossRateBp?: number;
  readonly minBet?: bigint;
}

export interface Contract {
  readonly id: number;
  readonly kind: ContractKind;
  readonly state: ContractState;
  readonly terminationBy: ContractSide | null;
  /** My side of it: 'holder' when I am paid, 'issuer' when I pay. */
  readonly side: ContractSide;
  readonly holder: ContractParty | null;
  /** Null: the platform. */
  readonly issuer: ContractParty | null;
  readonly terms: ContractTermsView;
  readonly topRateBp: number;
  readonly createdAt: string;
  readonly acceptedAt: string | null;
  readonly endedAt: string | null;
  readonly history: readonly { readonly action: string; readonly state: string; readonly actor: string | null; readonly at: string }[];
}

/** An offer as the form writes it: rates in percent text, thresholds in major units. */
export interface ContractOffer extends TermsForm {
  readonly downline: string;
}

/** Contracts of my downlines that end if I accept (agency.downline_contracts_end). */
export interface EndingContract {
  readonly id: number;
  readonly holder: string;
  /** Percent text. */
  readonly rate: string;
}

export type { ContractAction, ContractKind, ContractSide, ContractState };

export type SettlementStatus = 'pending' | 'paid' | 'due' | 'nothing';

export interface Settlement {
  readonly id: number;
  readonly contractId: number;
  readonly kind: ContractKind;
  readonly holder: string;
  readonly issuer: string | null;
  readonly periodKey: string;
  readonly from: string;
  readonly to: string;
  readonly figures: Readonly<Record<string, string>>;
  readonly tier: number;
  readonly rateBp: number;
  readonly base: bigint;
  readonly amount: bigint;
  readonly status: SettlementStatus;
  readonly paidAt: string | null;
}

export interface SettlementPage {
  readonly items: readonly Settlement[];
  readonly pageNo: number;
  readonly totalPages: number;
  /** The sum of the amounts of every record that matches, all pages. */
  readonly amount: bigint;
  readonly scale: number;
}

export interface SettlementQuery {
  readonly kind?: ContractKind;
  readonly side: ContractSide;
  readonly from?: CalendarDate;
  readonly to?: CalendarDate;
  readonly pageNo?: number;
}
