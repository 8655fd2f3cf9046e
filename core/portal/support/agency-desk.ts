import type { TermsForm } from '../../domain/agency/terms-form';
import type { Result } from '../../domain/kernel/result';

export interface CreatedAgent {
  readonly id: number;
  readonly account: string;
  readonly type: number;
}

export interface TreeNode {
  readonly id: number;
  readonly account: string;
  readonly isAgent: boolean;
  readonly uplineId: number | null;
  readonly depth: number;
}

/** A contract as support reads it: both parties, the kind, the state and the terms as sent. */
export interface ContractLine {
  readonly id: number;
  readonly kind: string;
  readonly state: string;
  readonly holder: string | null;
  /** Null: the platform. */
  readonly issuer: string | null;
  readonly topRateBp: number;
  readonly terms: Readonly<Record<string, unknown>>;
  readonly acceptedAt: string | null;
}

/** Contract terms as support types them. */
export type TermsInput = TermsForm;

export interface SettlementRunLine {
  readonly contractId: number;
  readonly kind: string;
  readonly holderId: number;
  readonly issuerId: number | null;
  readonly figures: Readonly<Record<string, string>>;
  readonly tier: number;
  readonly rateBp: number;
  readonly base: bigint;
  readonly amount: bigint;
  readonly status: string;
}

export interface SettlementRunView {
  readonly cadence: string;
  readonly periodKey: string;
  readonly from: string;
  readonly to: string;
  readonly lines: readonly SettlementRunLine[];
}

export interface AgencyDeskGateway {
  createAgent(agent: { username: string; password: string; upline?: string }): Promise<Result<CreatedAgent>>;
  agentTree(account: string, depth: number): Promise<Result<TreeNode[]>>;
  accountContracts(account: string): Promise<Result<ContractLine[]>>;
  setTopContract(agent: string, terms: TermsInput): Promise<Result<ContractLine>>;
  endTopContract(id: number): Promise<Result<ContractLine>>;
  runSettlement(run: { cadence: string; kind?: string; at?: string; dryRun: boolean }): Promise<Result<SettlementRunView>>;
}

/** Support's agency desk: agents, their trees and contracts, and settlement runs (`portal agent|contract|settle`). */
export class SupportAgency {
  constructor(private readonly gateway: AgencyDeskGateway) {}

  createAgent(agent: { username: string; password: string; upline?: string }): Promise<Result<CreatedAgent>> {
    return this.gateway.createAgent(agent);
  }

  tree(account: string, depth: number): Promise<Result<TreeNode[]>> {
    return this.gateway.agentTree(account, depth);
  }

  contracts(account: string): Promise<Result<ContractLine[]>> {
    return this.gateway.accountContracts(account);
  }

  setTopContract(agent: string, terms: TermsInput): Promise<Result<ContractLine>> {
    return this.gateway.setTopContract(agent, terms);
  }

  endTopContract(id: number): Promise<Result<ContractLine>> {
    return this.gateway.endTopContract(id);
  }

  settle(run: { cadence: string; kind?: string; at?: string; dryRun: boolean }): Promise<Result<SettlementRunView>> {
    return this.gateway.runSettlement(run);
  }
}
