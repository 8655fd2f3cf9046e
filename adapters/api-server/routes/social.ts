import type { FastifyInstance, FastifyReply } from 'fastify';
import { SocialCallbackQuery, SocialLinkList, SocialProviderParams, SocialStartQuery, type SocialCallbackQueryDto, type SocialStartQueryDto } from '../../wps-contract/social';
import { EmptyQuery } from '../../wps-contract/system';
import { callerOf, deliverToken, principalOf, tokenOf } from '../auth';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';
import { sessionMaxAge } from './session';
import { outsideWithdrawalSession, WITHDRAWAL_ONLY } from '../withdrawal-session';

/** These are browser navigations, so refusals go back to the portal, which shows them (?social=<code>). */
const backToPortal = (reply: FastifyReply, code: string) => reply.redirect(`/?social=${encodeURIComponent(code)}`, 302);

/** Spec §4 social sign-in: to the provider and back (OpenID Connect), and the member's linked providers. */
export function socialRoutes(app: FastifyInstance, platform: Platform): void {
  app.get<{ Params: { provider: string }; Querystring: SocialStartQueryDto }>(
    '/wps/oauth/:provider/start',
    { schema: { tags: ['session'], params: SocialProviderParams, querystring: SocialStartQuery } },
    async (request, reply) => {
      const linking = request.query.link === '1';
      const principal = linking ? await platform.authenticate.execute(tokenOf(request), request.ip) : null;
      if (principal && !principal.ok) return backToPortal(reply, principal.error.code);
      if (principal && outsideWithdrawalSession(principal.value, request)) return backToPortal(reply, WITHDRAWAL_ONLY.code);
      const started = await platform.social.start.execute(request.params.provider, request.query.returnTo ?? '/', principal?.value ?? null, request.query.purpose);
      return started.ok ? reply.redirect(started.value.url, 302) : backToPortal(reply, started.error.code);
    },
  );

  app.get<{ Params: { provider: string }; Querystring: SocialCallbackQueryDto }>(
    '/wps/oauth/:provider/callback',
    { schema: { tags: ['session'], params: SocialProviderParams, querystring: SocialCallbackQuery } },
    async (request, reply) => {
      const { code, state, error } = request.query;
      if (error || !code || !state) return backToPortal(reply, error === 'access_denied' ? 'social.cancelled' : 'social.state_invalid');
      const finished = await platform.social.finish.execute(request.params.provider, code, state, callerOf(request));
      if (!finished.ok) return backToPortal(reply, finished.error.code);
      const separator = finished.value.returnTo.includes('?') ? '&' : '?';
      if (finished.value.kind === 'linked') return reply.redirect(`${finished.value.returnTo}${separator}social=linked`, 302);
      deliverToken(request, reply, finished.value.token, await sessionMaxAge(platform));
      return reply.redirect(`${finished.value.returnTo}${separator}social=signed_in`, 302);
    },
  );

  app.get('/wps/member/social', { schema: { tags: ['security'], querystring: EmptyQuery, response: responses(SocialLinkList) } }, async (request, reply) => {
    const principal = await principalOf(platform, request, reply);
    if (!principal) return reply;
    return sendResult(reply, await platform.social.links.execute(principal), (links) => links.map((l) => ({ provider: l.provider, linkedAt: l.linkedAt.toISOString() })));
  });
}
