import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../core/platform/access/authenticate';
import type { Caller } from '../../core/platform/access/deps';
import { BEARER_TRANSPORT } from '../wps-contract/transport';
import type { Platform } from './platform';
import { sendFailure } from './envelope';
import { outsideWithdrawalSession, WITHDRAWAL_ONLY } from './withdrawal-session';
import { agentOnly } from '../../core/platform/agency/agent-only';

export const SESSION_COOKIE = 'portal_session';

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return request.cookies[SESSION_COOKIE];
}

/** Who is calling: the client address (X-Forwarded-For only when the proxy is trusted) and the browser. */
export function callerOf(request: FastifyRequest): Caller {
  return { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 256) };
}

export function wantsBearer(request: FastifyRequest): boolean {
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

/** Resolves the caller or answers 401; returns null when the reply has been sent. */
export async function principalOf(platform: Platform, request: FastifyRequest, reply: FastifyReply): Promise<Principal | null> {
  const result = await platform.authenticate.execute(tokenOf(request), request.ip);
  if (!result.ok) {
    const ended = result.error.code.startsWith('access.') || result.error.code === 'protection.session_time_limit';
    if (ended && request.cookies[SESSION_COOKIE] !== undefined) clearToken(reply);
    await sendFailure(reply, result.error);
    return null;
  }
  if (outsideWithdrawalSession(result.value, request)) {
    await sendFailure(reply, WITHDRAWAL_ONLY);
    return null;
  }
  return result.value;
}

/** An agent caller, or the refusal sent before anything else the request holds is looked at; null when the reply has been sent. */
export async function agentPrincipalOf(platform: Platform, request: FastifyRequest, reply: FastifyReply): Promise<Principal | null> {
  const principal = await principalOf(platform, request, reply);
  const refused = principal && agentOnly(principal);
  if (!refused) return principal;
  await sendFailure(reply, refused);
  return null;
}

/** The caller when a valid token came with the request, else null: for routes open to visitors too (a withdrawal-only session is a visitor there). */
export async function optionalPrincipalOf(platform: Platform, request: FastifyRequest): Promise<Principal | null> {
  const token = tokenOf(request);
  if (!token) return null;
  const result = await platform.authenticate.execute(token, request.ip);
  return result.ok && !outsideWithdrawalSession(result.value, request) ? result.value : null;
}
