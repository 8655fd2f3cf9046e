import type { Result } from '../../domain/kernel/result';
import type {
  AgentMenu,
  Contract,
  ContractAction,
  ContractOffer,
  CreatedDownline,
  DownlinePage,
  NewDownline,
  ReferralLink,
  Settlement,
  SettlementPage,
  SettlementQuery,
  TeamOverview,
  TeamQuery,
  UserLossPage,
} from './types';

/** The agent centre's calls: team reports, the register centre, contracts and their settlements. */
export interface AgencyGateway {
  agentMenu(): Promise<Result<AgentMenu>>;
  teamOverview(query: Pick<TeamQuery, 'from' | 'to'>): Promise<Result<TeamOverview>>;
  downlines(query: TeamQuery): Promise<Result<DownlinePage>>;
  userLoss(query: TeamQuery): Promise<Result<UserLossPage>>;
  registerDownline(downline: NewDownline): Promise<Result<CreatedDownline>>;
  contracts(): Promise<Result<Contract[]>>;
  offerContract(offer: ContractOffer): Promise<Result<Contract>>;
  answerContract(id: number, action: ContractAction, confirm: boolean): Promise<Result<Contract>>;
  settlements(query: SettlementQuery): Promise<Result<SettlementPage>>;
  paySettlement(id: number): Promise<Result<Settlement>>;
  referralLinks(): Promise<Result<ReferralLink[]>>;
  createReferralLink(kind: ReferralLink['kind']): Promise<Result<ReferralLink>>;
  disableReferralLink(id: number): Promise<Result<null>>;
}
