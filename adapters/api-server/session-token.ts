import type { FastifyReply, FastifyRequest } from 'fastify';
import { BEARER_TRANSPORT } from '../wps-contract/transport';

export const SESSION_COOKIE = 'portal_session';

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return request.cookies[SESSION_COOKIE];
}

function wantsBearer(request: FastifyRequest): boolean {
  return request.headers[BEARER_TRANSPORT.header] === BEARER_TRANSPORT.value;
}

/** Hands the token to the client: in an HttpOnly cookie for browsers, in the body for bearer clients. */
export function deliverToken(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): string {
  if (wantsBearer(request)) return token;
  reply.setCookie(SESSION_COOKIE, token, { path: '/wps', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', maxAge: maxAgeSeconds });
  return '';
}

export function clearToken(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/wps' });
}
