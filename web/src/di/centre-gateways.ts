import { ContainerModule } from 'inversify';
import { AgencyApi } from '../../../adapters/api-client/agency-api';
import type { ApiClient } from '../../../adapters/api-client/api-client';
import { BetsApi } from '../../../adapters/api-client/bets-api';
import { FeedbackApi } from '../../../adapters/api-client/feedback-api';
import { LoyaltyApi } from '../../../adapters/api-client/loyalty-api';
import { MallApi } from '../../../adapters/api-client/mall-api';
import type { PromotionsApi } from '../../../adapters/api-client/promotions-api';
import { ProtectionApi } from '../../../adapters/api-client/protection-api';
import { SecurityApi } from '../../../adapters/api-client/security-api';
import { TeamRecordsApi } from '../../../adapters/api-client/team-records-api';
import { WithdrawalApi } from '../../../adapters/api-client/withdrawal-api';
import { CENTRE_TOKENS } from './tokens';

/** The member and agent centres' gateways over the /wps API, loaded with the first page that shows them. */
export function centreGateways(api: ApiClient, uploads: Pick<PromotionsApi, 'upload'>): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CENTRE_TOKENS.BetRecordGateway).toConstantValue(new BetsApi(api));
    bind(CENTRE_TOKENS.TeamRecords).toConstantValue((account) => new TeamRecordsApi(api, account));
    bind(CENTRE_TOKENS.SecurityGateway).toConstantValue(new SecurityApi(api));
    bind(CENTRE_TOKENS.ProtectionGateway).toConstantValue(new ProtectionApi(api));
    bind(CENTRE_TOKENS.WithdrawalGateway).toConstantValue(new WithdrawalApi(api));
    bind(CENTRE_TOKENS.PaymentPasswordGateway).toConstantValue(api);
    bind(CENTRE_TOKENS.FeedbackGateway).toConstantValue(new FeedbackApi(api, uploads));
    bind(CENTRE_TOKENS.LoyaltyGateway).toConstantValue(new LoyaltyApi(api));
    bind(CENTRE_TOKENS.AgencyGateway).toConstantValue(new AgencyApi(api));
    bind(CENTRE_TOKENS.MallGateway).toConstantValue(new MallApi(api));
  });
}
