import { homedir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from '../../adapters/api-client/api-client';
import { BetsApi } from '../../adapters/api-client/bets-api';
import { WithdrawalApi } from '../../adapters/api-client/withdrawal-api';
import { FileSessionStore } from '../../adapters/file-storage/file-session-store';
import { NodePowSolver } from '../../adapters/crypto/pow-solver';
import { CliPortal } from '../../cli/cli-portal';
import { CatalogApiClient } from '../../adapters/api-client/catalog-client';
import { PromotionsApi } from '../../adapters/api-client/promotions-api';
import { MissionsApi } from '../../adapters/api-client/missions-api';
import { AgencyDeskApi } from '../../adapters/api-client/agency-desk-api';
import { MallApi } from '../../adapters/api-client/mall-api';
import { ChatApi } from '../../adapters/api-client/chat-api';
import { LiveHostsApi } from '../../adapters/api-client/live-hosts-api';
import { FeedbackApi } from '../../adapters/api-client/feedback-api';
import { AuditApi } from '../../adapters/api-client/audit-api';
import { ProtectionApi } from '../../adapters/api-client/protection-api';

/** The client side: portal use cases over the HTTP API with a session file. */
export function composeCli(url: string, sessionFile = join(homedir(), '.config', 'portal', 'session.json')): CliPortal {
  const api = new ApiClient(url, 'bearer');
  const promotions = new PromotionsApi(api);
  const desks = [
    promotions,
    new MissionsApi(api),
    new MallApi(api),
    new ChatApi(api),
    new FeedbackApi(api, promotions),
    new AgencyDeskApi(api),
    new AuditApi(api),
  ] as const;
  return new CliPortal(
    api,
    new FileSessionStore(sessionFile),
    new NodePowSolver(),
    new WithdrawalApi(api),
    new CatalogApiClient(api),
    new BetsApi(api),
    ...desks,
    new ProtectionApi(api),
    new LiveHostsApi(api),
  );
}
