import { ContainerModule } from 'inversify';
import { AnswerContract } from '../../../core/portal/agency/answer-contract';
import { LoadAgentMenu } from '../../../core/portal/agency/load-agent-menu';
import { LoadContracts } from '../../../core/portal/agency/load-contracts';
import { LoadDownlines } from '../../../core/portal/agency/load-downlines';
import { LoadSettlements } from '../../../core/portal/agency/load-settlements';
import { LoadTeamOverview } from '../../../core/portal/agency/load-team-overview';
import { LoadUserLoss } from '../../../core/portal/agency/load-user-loss';
import { OfferContract } from '../../../core/portal/agency/offer-contract';
import { PaySettlement } from '../../../core/portal/agency/pay-settlement';
import { ManageReferralLinks } from '../../../core/portal/agency/referral-links';
import { RegisterDownline } from '../../../core/portal/agency/register-downline';
import { LoadAccountRecord } from '../../../core/portal/wallet/load-account-record';
import { LoadTeamTargets } from '../../../core/portal/wallet/load-team-targets';
import { SubmitTeamTransfer } from '../../../core/portal/wallet/submit-team-transfer';
import { AgencyStore } from '../stores/agency-store';
import { RecordStore } from '../stores/record-store';
import { TeamMemberStore } from '../stores/team-member-store';
import { TeamTransferStore } from '../stores/team-transfer-store';
import { betRecordStore } from './bet-record-store';
import { STORES } from './stores';
import { CENTRE_TOKENS, TOKENS } from './tokens';

/** The agent centre's view models: the team, its records and transfers, contracts and settlements. */
export const agentCentreModule = new ContainerModule(({ bind }) => {
  bind(STORES.teamMember).toResolvedValue(
    (records, clock, system, auth) =>
      new TeamMemberStore((account) => {
        const team = records(account);
        return { bets: betRecordStore(team, clock, system, auth), record: new RecordStore(new LoadAccountRecord(team, clock), system, auth) };
      }),
    [CENTRE_TOKENS.TeamRecords, TOKENS.Clock, STORES.system, STORES.auth],
  );
  bind(STORES.team).toResolvedValue(
    (transfers, auth, newRequestId) =>
      new TeamTransferStore({ loadTargets: new LoadTeamTargets(transfers), submit: new SubmitTeamTransfer(transfers) }, auth, newRequestId),
    [TOKENS.TransferGateway, STORES.auth, TOKENS.NewRequestId],
  );
  bind(STORES.agency).toResolvedValue(
    (agency, clock, system, auth) =>
      new AgencyStore(
        {
          menu: new LoadAgentMenu(agency),
          overview: new LoadTeamOverview(agency, clock),
          downlines: new LoadDownlines(agency, clock),
          userLoss: new LoadUserLoss(agency, clock),
          register: new RegisterDownline(agency),
          contracts: new LoadContracts(agency),
          offer: new OfferContract(agency),
          answer: new AnswerContract(agency),
          settlements: new LoadSettlements(agency, clock),
          pay: new PaySettlement(agency),
          links: new ManageReferralLinks(agency),
        },
        system,
        auth,
      ),
    [CENTRE_TOKENS.AgencyGateway, TOKENS.Clock, STORES.system, STORES.auth],
  );
});
