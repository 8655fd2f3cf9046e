import type { FastifyInstance } from 'fastify';
import type { WebSocketServer } from 'ws';
import type { DrainState } from './operations-facts';

/** The websocket close code that tells a client the server restarts and it should connect again (RFC 6455 §7.4.1 as registered with IANA). */
export const SERVICE_RESTART = 1012;

/** Closes the live sockets with the reconnect hint; the clients come back through the load balancer to a process that stays. */
export function closeSocketsForRestart(sockets: WebSocketServer): void {
  for (const socket of sockets.clients) socket.close(SERVICE_RESTART, 'server.restarting');
}

export interface DrainTiming {
  /** How long readiness answers 503 while the process still takes requests, so the load balancer stops sending new ones. */
  readonly delayMs: number;
  /** How long requests in flight may take to finish before their connections are cut. */
  readonly timeoutMs: number;
}

/**
 * Turns readiness to 503, keeps serving for the drain delay, then stops accepting, closes the
 * websockets with the reconnect hint and waits for the requests in flight (idle keep-alive
 * connections are closed at once), cutting what is still open after the timeout.
 */
export async function drainAndClose(app: FastifyInstance, drain: DrainState, timing: DrainTiming): Promise<void> {
  drain.draining = true;
  await new Promise((resolve) => setTimeout(resolve, timing.delayMs));
  const cut = setTimeout(() => app.server.closeAllConnections(), timing.timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

/** While draining, each answer ends its keep-alive connection so the client's next request goes through the load balancer again. */
export function closeConnectionsWhileDraining(app: FastifyInstance, drain: DrainState): void {
  app.addHook('onRequest', async (_request, reply) => {
    if (drain.draining) reply.header('connection', 'close');
  });
}
