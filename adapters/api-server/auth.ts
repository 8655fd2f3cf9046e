import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../core/platform/access/authenticate';
import type { Failure } from '../../core/domain/kernel/result';
import { agentOnly } from '../../core/platform/agency/agent-only';
import { BODY_LIMIT } from '../wps-contract/limits';
import { sendFailure } from './envelope';
import type { Platform } from './platform';
import { clearToken, SESSION_COOKIE, tokenOf } from './session-token';
import { outsideWithdrawalSession, WITHDRAWAL_ONLY } from './withdrawal-session';

/** Who may call a route: any signed-in caller, agents only, or anyone (the caller is known when signed in). */
export type Access = 'member' | 'agent' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: Access;
  }
  interface FastifyRequest {
    /** The caller of a route whose `auth` is 'member' or 'agent'. */
    readonly principal: Principal;
    /** The caller of an 'optional' route, or null for a visitor (a withdrawal-only session is a visitor there). */
    readonly optionalPrincipal: Principal | null;
  }
}

interface Refusal {
  readonly failure: Failure;
  /** The token named a session that has ended: the browser forgets the cookie. */
  readonly ended: boolean;
}

const principals = new WeakMap<FastifyRequest, Principal>();
const visitors = new WeakMap<FastifyRequest, Refusal>();

async function resolve(platform: Platform, request: FastifyRequest, access: Access): Promise<Principal | Refusal> {
  const result = await platform.authenticate.execute(tokenOf(request), request.ip);
  if (!result.ok) return { failure: result.error, ended: result.error.code.startsWith('access.') || result.error.code === 'protection.session_time_limit' };
  if (outsideWithdrawalSession(result.value, request)) return { failure: WITHDRAWAL_ONLY, ended: false };
  const notAgent = access === 'agent' ? agentOnly(result.value) : null;
  return notAgent ? { failure: notAgent, ended: false } : result.value;
}

function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  if (refusal.ended && request.cookies[SESSION_COOKIE] !== undefined) clearToken(reply);
  // A body larger than any JSON one (a picture) is not read for a refused caller: the connection closes instead.
  if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT) reply.header('connection', 'close');
  return sendFailure(reply, refusal.failure);
}

/**
 * Resolves the caller of every route that declares `config.auth`, before the body is read or
 * validated: a caller the route does not admit is answered there, as is any caller of a route
 * that a withdrawal-only session does not reach.
 */
export function authentication(app: FastifyInstance, platform: Platform): void {
  app.decorateRequest('principal', {
    getter(this: FastifyRequest) {
      const principal = principals.get(this);
      if (!principal) throw new Error(`${this.method} ${this.routeOptions.url} reads the principal without declaring auth 'member' or 'agent'`);
      return principal;
    },
  });
  app.decorateRequest('optionalPrincipal', {
    getter(this: FastifyRequest) {
      return principals.get(this) ?? null;
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.auth;
    if (!access) return;
    const resolved = await resolve(platform, request, access);
    if ('session' in resolved) principals.set(request, resolved);
    else if (access === 'optional') visitors.set(request, resolved);
    else return refuse(request, reply, resolved);
  });
}

/** Answers a visitor on an 'optional' route as a route for members would have: for a call whose need of a session depends on what it asks. */
export function refuseVisitor(request: FastifyRequest, reply: FastifyReply) {
  return refuse(request, reply, visitors.get(request) ?? { failure: { code: 'access.not_logged_in' }, ended: false });
}

/** A preHandler admitting only callers of the role (after the route's auth hook and its validation). */
export const requireRole = (role: Principal['role']) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (request.principal.role !== role) return sendFailure(reply, { code: 'access.forbidden' });
};
