import type { Kysely } from 'kysely';
import type { AgencyPlatform } from '../../adapters/api-server/agency-platform';
import type { Schema } from '../../adapters/sql/schema';
import { SqlAccountTree } from '../../adapters/sql/repositories/sql-account-tree';
import { SqlContractBook } from '../../adapters/sql/repositories/sql-contracts';
import { SqlSettlementBook } from '../../adapters/sql/repositories/sql-settlements';
import { SqlTeamFigures } from '../../adapters/sql/repositories/sql-team-figures';
import { SqlTeamReports } from '../../adapters/sql/repositories/sql-team-reports';
import type { SqlTeamStatsRollup } from '../../adapters/sql/repositories/sql-team-stats-rollup';
import type { Clock, Random } from '../../core/domain/kernel/ports';
import type { AccessDeps } from '../../core/platform/access/deps';
import { CreateAgent, RegisterDownline } from '../../core/platform/agency/register-downline';
import { GetTeamOverview } from '../../core/platform/agency/get-team-overview';
import { ListHeldContractKinds } from '../../core/platform/agency/list-held-contract-kinds';
import { ListTeamDownlines } from '../../core/platform/agency/list-team-downlines';
import { GetUserLoss } from '../../core/platform/agency/get-user-loss';
import { GetAgentTree } from '../../core/platform/agency/get-agent-tree';
import { ManageAffiliateLinks } from '../../core/platform/agency/affiliate-links';
import { SqlAffiliateLinks } from '../../adapters/sql/repositories/sql-affiliate-links';
import { SqlBetRecords } from '../../adapters/sql/repositories/sql-bet-records';
import { SqlAccountRecord } from '../../adapters/sql/repositories/sql-account-record';
import { GetTeamMemberBets, GetTeamMemberRecord } from '../../core/platform/agency/team-member-records';
import { AnswerContract } from '../../core/platform/agency/answer-contract';
import { describeContracts, ListAccountContracts, ListMyContracts } from '../../core/platform/agency/list-contracts';
import { OfferContract } from '../../core/platform/agency/offer-contract';
import { RunSettlement } from '../../core/platform/agency/run-settlement';
import { SetTopContract } from '../../core/platform/agency/set-top-contract';
import { EndTopContract } from '../../core/platform/agency/end-top-contract';
import { SettleContracts } from '../../core/platform/agency/settle-contracts';
import { SettleDuePeriods } from '../../core/platform/agency/settle-due-periods';
import { ListSettlements, PayDueSettlement } from '../../core/platform/agency/settlement-records';
import type { SettingsRepository } from '../../core/platform/system/ports';
import type { AuditTrail } from '../../core/platform/audit/ports';
import type { MessageRepository } from '../../core/platform/messages/ports';
import type { Ledger } from '../../core/platform/wallet/ports';
import type { WageringLock } from '../../core/platform/wallet/wagering-lock';
import type { Platform } from '../../adapters/api-server/platform';
import { cryptoRandom } from '../../adapters/crypto/system-clock';
import { GetTeamTargets } from '../../core/platform/agency/get-team-targets';
import { SetUpline } from '../../core/platform/agency/set-upline';
import { TransferToTeam } from '../../core/platform/agency/transfer-to-team';
import type { ServerWiring } from './wiring';

export interface AgencyWiring extends Pick<AccessDeps, 'accounts' | 'hasher' | 'limiter'> {
  readonly db: Kysely<Schema>;
  readonly ledger: Ledger & AccessDeps['ledger'];
  readonly settings: SettingsRepository;
  readonly messages: MessageRepository;
  readonly rollup: SqlTeamStatsRollup;
  /** The zone the statistics cut active days in. */
  readonly statsZone: string;
  readonly clock: Clock;
  readonly random: Random;
  readonly audit: AuditTrail;
  readonly wagering: WageringLock;
}

/** The agent centre's contracts and settlements over SQL. */
export function composeAgency(d: AgencyWiring): AgencyPlatform {
  const tree = new SqlAccountTree(d.db);
  const contracts = new SqlContractBook(d.db);
  const settlements = new SqlSettlementBook(d.db);
  const reports = new SqlTeamReports(d.db, d.statsZone);
  const figures = new SqlTeamFigures(d.db, d.rollup, reports);
  const settle = new SettleContracts({ ...d, contracts, settlements, figures });
  const shared = { ...d, tree, contracts };
  const offerContract = new OfferContract(shared);
  return {
    offerContract,
    answerContract: new AnswerContract(shared),
    myContracts: new ListMyContracts(shared),
    heldKinds: new ListHeldContractKinds({ contracts }),
    accountContracts: new ListAccountContracts(shared),
    setTopContract: new SetTopContract(shared),
    endTopContract: new EndTopContract(shared),
    settlements: new ListSettlements({ settlements }),
    payDue: new PayDueSettlement({ settlements, settle }),
    runSettlement: new RunSettlement({ ...d, settle }),
    settleDue: new SettleDuePeriods({ ...d, settle, settlements }),
    registerDownline: new RegisterDownline({ ...d, offer: offerContract }),
    createAgent: new CreateAgent({ ...d, tree }),
    teamOverview: new GetTeamOverview({ reports }),
    downlines: new ListTeamDownlines({ reports, contracts, settings: d.settings }),
    userLoss: new GetUserLoss({ reports, settings: d.settings }),
    agentTree: new GetAgentTree({ tree, reports, settings: d.settings }),
    affiliates: new ManageAffiliateLinks({ ...d, links: new SqlAffiliateLinks(d.db) }),
    teamBets: new GetTeamMemberBets({ tree, reports, bets: new SqlBetRecords(d.db) }),
    teamRecord: new GetTeamMemberRecord({ tree, reports, records: new SqlAccountRecord(d.db) }),
    describe: (list) => describeContracts(shared, list),
  };
}

/** The agent centre and the team transfers agents make. */
export function agencyUseCases(w: ServerWiring, team: { rollup: SqlTeamStatsRollup; statsZone: string }) {
  const { db, ledger, settings, messages, clock, wagering } = w;
  const { hasher, limiter, accounts } = w.access;
  const tree = new SqlAccountTree(db);
  return {
    teamTargets: new GetTeamTargets({ tree }),
    setUpline: new SetUpline({ tree, settings }),
    transferToTeam: new TransferToTeam({ tree, ledger, settings, hasher, limiter, wagering }),
    agency: composeAgency({ db, ledger, settings, messages, ...team, clock, random: cryptoRandom, accounts, hasher, limiter, audit: w.auditLog, wagering }),
  } satisfies Partial<Platform>;
}
