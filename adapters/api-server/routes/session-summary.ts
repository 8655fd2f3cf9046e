import type { Api } from '../api';
import { SessionSummary } from '../../wps-contract/session-summary';
import { EmptyQuery } from '../../wps-contract/system';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

/** The reality check's figures: this login's start, the previous login, the interval, and the money staked and won since. */
export function sessionSummaryRoutes(app: Api, platform: Platform): void {
  app.get(
    '/wps/member/session',
    { config: { auth: 'member' }, schema: { tags: ['member'], querystring: EmptyQuery, response: responses(SessionSummary) } },
    async (request, reply) => {
      return sendResult(reply, await platform.sessionSummary.execute(request.principal), (s) => ({
        startedAt: s.startedAt.toISOString(),
        now: s.now.toISOString(),
        previousLoginAt: s.previousLoginAt?.toISOString() ?? null,
        intervalSeconds: s.intervalSeconds,
        wagered: s.wagered.toString(),
        won: s.won.toString(),
        net: s.net.toString(),
      }));
    },
  );
}
