import type { FastifyInstance } from 'fastify';
import type { EventHub } from '../../../core/platform/wallet/member-events';
import { tokenOf } from '../auth';
import type { Platform } from '../platform';

/** Close codes a client can act on: log in again, or try again later. */
const UNAUTHORIZED = 4401;

/** The member's live channel: balance events after every movement of their wallets. */
export function eventRoutes(app: FastifyInstance, platform: Platform, hub: EventHub): void {
  app.get('/wps/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const principal = await platform.authenticate.execute(tokenOf(request), request.ip);
    if (!principal.ok) {
      socket.close(UNAUTHORIZED, principal.error.code);
      return;
    }
    const unsubscribe = hub.subscribe(`member:${principal.value.account.id}`, (event) => socket.send(JSON.stringify({ event: event.event, ...event.payload })));
    socket.on('close', unsubscribe);
  });
}
