import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../core/platform/access/deps';

/** Who is calling: the client address (X-Forwarded-For only when the proxy is trusted) and the browser. */
export function callerOf(request: FastifyRequest): Caller {
  return { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 256) };
}
