import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Api } from '../api';
import { endsSession, SESSION_ENDED_EVENT } from '../../../core/platform/access/session-events';
import { LOTTERY_CHANNEL } from '../../../core/platform/lottery/settle-lottery-draw';
import type { EventHub, MemberEvent } from '../../../core/platform/messages/ports';
import { tokenOf } from '../session-token';
import { sendFailure } from '../envelope';
import type { Platform } from '../platform';

/** Close codes a client can act on: log in again, or try again later. */
const UNAUTHORIZED = 4401;

/**
 * A browser names the page that opens a socket: only the portal's own pages may (the host it was
 * reached at, or the configured public address), so another site cannot ride the session cookie.
 * A client that is not a browser sends no Origin.
 */
async function ownOrigin(platform: Platform, request: FastifyRequest): Promise<boolean> {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  const page = new URL(origin);
  return page.host === request.host || page.origin === new URL((await platform.site.execute()).publicUrl).origin;
}

/** The member's live channel (balance events after every movement of their wallets, lottery settlements) and the lottery's draws, until its login ends. */
export function eventRoutes(app: Api, platform: Platform, hub: EventHub): void {
  const refuseForeignPages = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await ownOrigin(platform, request))) return sendFailure(reply, { code: 'access.forbidden' });
  };
  app.get('/wps/ws', { websocket: true, schema: { hide: true }, preValidation: refuseForeignPages }, async (socket, request) => {
    const principal = await platform.authenticate.execute(tokenOf(request), request.ip);
    if (!principal.ok) {
      socket.close(UNAUTHORIZED, principal.error.code);
      return;
    }
    const sessionId = principal.value.session.id;
    const send = (event: MemberEvent) => {
      if (endsSession(event, sessionId)) socket.close(UNAUTHORIZED, 'access.not_logged_in');
      else if (event.event !== SESSION_ENDED_EVENT) socket.send(JSON.stringify({ event: event.event, ...event.payload }));
    };
    const unsubscribe = [hub.subscribe(`member:${principal.value.account.id}`, send), hub.subscribe(LOTTERY_CHANNEL, send)];
    socket.on('close', () => unsubscribe.forEach((stop) => stop()));
  });
}
