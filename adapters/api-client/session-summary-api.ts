import { mapOk, type Result } from '../../core/domain/kernel/result';
import type { SessionSummary, SessionSummaryGateway } from '../../core/portal/protection/load-reality-check';
import type { SessionSummaryDto } from '../wps-contract/session-summary';
import type { ApiClient } from './api-client';

/** The reality check's route of the /wps API. */
export class SessionSummaryApi implements SessionSummaryGateway {
  constructor(private readonly api: ApiClient) {}

  async sessionSummary(): Promise<Result<SessionSummary>> {
    return mapOk(await this.api.call<SessionSummaryDto>('GET', '/wps/member/session'), (s) => ({
      ...s,
      wagered: BigInt(s.wagered),
      won: BigInt(s.won),
      net: BigInt(s.net),
    }));
  }
}
