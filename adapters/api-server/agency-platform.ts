import type { AnswerContract } from '../../core/platform/agency/answer-contract';
import type { ContractView, ListAccountContracts, ListMyContracts } from '../../core/platform/agency/list-contracts';
import type { Contract } from '../../core/platform/agency/ports';
import type { OfferContract } from '../../core/platform/agency/offer-contract';
import type { RunSettlement } from '../../core/platform/agency/run-settlement';
import type { SetTopContract } from '../../core/platform/agency/set-top-contract';
import type { EndTopContract } from '../../core/platform/agency/end-top-contract';
import type { SettleDuePeriods } from '../../core/platform/agency/settle-due-periods';
import type { ListSettlements, PayDueSettlement } from '../../core/platform/agency/settlement-records';

import type { CreateAgent, RegisterDownline } from '../../core/platform/agency/register-downline';
import type { GetTeamOverview } from '../../core/platform/agency/get-team-overview';
import type { ListHeldContractKinds } from '../../core/platform/agency/list-held-contract-kinds';
import type { ListTeamDownlines } from '../../core/platform/agency/list-team-downlines';
import type { GetUserLoss } from '../../core/platform/agency/get-user-loss';
import type { GetAgentTree } from '../../core/platform/agency/get-agent-tree';
import type { ManageAffiliateLinks } from '../../core/platform/agency/affiliate-links';
import type { GetTeamMemberBets, GetTeamMemberRecord } from '../../core/platform/agency/team-member-records';

/** The agent centre's use cases: contracts, settlements and support's agency desk. */
export interface AgencyPlatform {
  readonly offerContract: OfferContract;
  readonly answerContract: AnswerContract;
  readonly myContracts: ListMyContracts;
  readonly heldKinds: ListHeldContractKinds;
  readonly accountContracts: ListAccountContracts;
  readonly setTopContract: SetTopContract;
  readonly endTopContract: EndTopContract;
  readonly settlements: ListSettlements;
  readonly payDue: PayDueSettlement;
  readonly runSettlement: RunSettlement;
  readonly settleDue: SettleDuePeriods;
  readonly registerDownline: RegisterDownline;
  readonly createAgent: CreateAgent;
  readonly teamOverview: GetTeamOverview;
  readonly downlines: ListTeamDownlines;
  readonly userLoss: GetUserLoss;
  readonly agentTree: GetAgentTree;
  readonly affiliates: ManageAffiliateLinks;
  readonly teamBets: GetTeamMemberBets;
  readonly teamRecord: GetTeamMemberRecord;
  readonly describe: (contracts: readonly Contract[]) => Promise<ContractView[]>;
}
