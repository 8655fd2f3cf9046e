import type { FastifyReply } from 'fastify';
import type { Api } from '../api';
import { SocialCallbackQuery, SocialLinkList, SocialProviderParams, SocialStartQuery } from '../../wps-contract/social';
import { SOCIAL_SIGN_IN_MINUTES } from '../../../core/platform/access/social-sign-in';
import { EmptyQuery } from '../../wps-contract/system';
import { callerOf } from '../caller';
import { deliverToken, tokenOf } from '../session-token';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';
import { sessionMaxAge } from './session';
import { outsideWithdrawalSession, WITHDRAWAL_ONLY } from '../withdrawal-session';

/** These are browser navigations, so refusals go back to the portal, which shows them (?social=<code>). */
const backToPortal = (reply: FastifyReply, code: string) => reply.redirect(`/?social=${encodeURIComponent(code)}`, 302);

/** The state a browser started a sign-in with, kept by that browser alone for its callback (Lax: the provider's redirect back carries it). */
const STARTED_HERE = 'portal_social_state';
const STARTED_HERE_PATH = '/wps/oauth';

/** Social sign-in: to the provider and back (OpenID Connect), and the member's linked providers. */
export function socialRoutes(app: Api, platform: Platform): void {
  app.get(
    '/wps/oauth/:provider/start',
    { schema: { tags: ['session'], params: SocialProviderParams, querystring: SocialStartQuery } },
    async (request, reply) => {
      const linking = request.query.link === '1';
      const principal = linking ? await platform.authenticate.execute(tokenOf(request), request.ip) : null;
      if (principal && !principal.ok) return backToPortal(reply, principal.error.code);
      if (principal && outsideWithdrawalSession(principal.value, request)) return backToPortal(reply, WITHDRAWAL_ONLY.code);
      const started = await platform.social.start.execute(
        request.params.provider,
        request.query.returnTo ?? '/',
        principal?.value ?? null,
        request.query.purpose,
      );
      if (!started.ok) return backToPortal(reply, started.error.code);
      reply.setCookie(STARTED_HERE, started.value.state, {
        path: STARTED_HERE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: SOCIAL_SIGN_IN_MINUTES * 60,
      });
      return reply.redirect(started.value.url, 302);
    },
  );

  app.get(
    '/wps/oauth/:provider/callback',
    { schema: { tags: ['session'], params: SocialProviderParams, querystring: SocialCallbackQuery } },
    async (request, reply) => {
      const { code, state, error } = request.query;
      const startedHere = request.cookies[STARTED_HERE];
      if (startedHere !== undefined) reply.clearCookie(STARTED_HERE, { path: STARTED_HERE_PATH });
      if (error || !code || !state) return backToPortal(reply, error === 'access_denied' ? 'social.cancelled' : 'social.state_invalid');
      const finished = await platform.social.finish.execute(request.params.provider, code, state, startedHere, callerOf(request));
      if (!finished.ok) return backToPortal(reply, finished.error.code);
      const separator = finished.value.returnTo.includes('?') ? '&' : '?';
      if (finished.value.kind === 'linked') return reply.redirect(`${finished.value.returnTo}${separator}social=linked`, 302);
      deliverToken(request, reply, finished.value.token, await sessionMaxAge(platform));
      return reply.redirect(`${finished.value.returnTo}${separator}social=signed_in`, 302);
    },
  );

  app.get(
    '/wps/member/social',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, response: responses(SocialLinkList) } },
    async (request, reply) => {
      return sendResult(reply, await platform.social.links.execute(request.principal), (links) =>
        links.map((l) => ({ provider: l.provider, linkedAt: l.linkedAt.toISOString() })),
      );
    },
  );
}
