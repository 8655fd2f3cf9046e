import type { FastifyInstance } from 'fastify';
import { LOTTERY_CHANNEL } from '../../../core/platform/lottery/settle-lottery-draw';
import type { EventHub, MemberEvent } from '../../../core/platform/wallet/member-events';
import { tokenOf } from '../auth';
import type { Platform } from '../platform';

/** Close codes a client can act on: log in again, or try again later. */
const UNAUTHORIZED = 4401;

/** The member's live channel (balance events after every movement of their wallets, lottery settlements) and the lottery's draws. */
export function eventRoutes(app: FastifyInstance, platform: Platform, hub: EventHub): void {
  app.get('/wps/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const principal = await platform.authenticate.execute(tokenOf(request), request.ip);
    if (!principal.ok) {
      socket.close(UNAUTHORIZED, principal.error.code);
      return;
    }
    const send = (event: MemberEvent) => socket.send(JSON.stringify({ event: event.event, ...event.payload }));
    const unsubscribe = [hub.subscribe(`member:${principal.value.account.id}`, send), hub.subscribe(LOTTERY_CHANNEL, send)];
    socket.on('close', () => unsubscribe.forEach((stop) => stop()));
  });
}
