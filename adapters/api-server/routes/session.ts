import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Api } from '../api';
import { Type } from 'typebox';
import type { SessionOutcome } from '../../../core/platform/access/complete-login';
import {
  ChallengeAnswerBody,
  ChallengeCodeBody,
  FreePlayBody,
  LoginBody,
  LoginValue,
  SessionValue,
  type LoginValueDto,
  type SessionValueDto,
} from '../../wps-contract/session';
import { callerOf } from '../caller';
import { clearToken, deliverToken } from '../session-token';
import { okEnvelope, sendFailure, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { EmptyQuery } from '../../wps-contract/system';
import { responses } from './schemas';

export async function sessionMaxAge(platform: Platform): Promise<number> {
  return (await platform.site.execute()).session.absoluteHours * 3600;
}

/** A session answer: the token in the cookie (or the body, for bearer clients). */
async function presentSession(platform: Platform, request: FastifyRequest, reply: FastifyReply, outcome: SessionOutcome): Promise<SessionValueDto> {
  const maxAge = await sessionMaxAge(platform);
  return {
    token: deliverToken(request, reply, outcome.token, maxAge),
    firstTimeLogin: outcome.firstTimeLogin,
    passwordExpired: outcome.passwordExpired,
    mustChangePassword: outcome.mustChangePassword,
    previousLoginAt: outcome.previousLoginAt?.toISOString() ?? null,
    scope: outcome.scope,
  };
}

export function sessionRoutes(app: Api, platform: Platform): void {
  app.post(
    '/wps/session/login',
    { schema: { tags: ['session'], querystring: EmptyQuery, body: LoginBody, response: responses(LoginValue) } },
    async (request, reply) => {
      const { countryDialingCode, ...body } = request.body;
      const caller = callerOf(request);
      const result =
        body.type === 'sms'
          ? await platform.loginWithSms.execute(
              { mobileNum: body.username, countryDialingCode: countryDialingCode ?? '', code: body.password, purpose: body.purpose },
              caller,
            )
          : await platform.login.execute({ ...body, site: request.headers['x-portal-site'] === 'console' ? 'console' : 'member' }, caller);
      if (!result.ok) return sendFailure(reply, result.error);
      const outcome = result.value;
      const value: LoginValueDto =
        'challenge' in outcome
          ? { challenge: { id: outcome.challenge.id, factors: [...outcome.challenge.factors], expiresAt: outcome.challenge.expiresAt.toISOString() } }
          : await presentSession(platform, request, reply, outcome);
      return okEnvelope(value);
    },
  );

  app.post(
    '/wps/session/challenge',
    { schema: { tags: ['session'], querystring: EmptyQuery, body: ChallengeAnswerBody, response: responses(SessionValue) } },
    async (request, reply) => {
      const result = await platform.answerLoginChallenge.execute(request.body, callerOf(request));
      if (!result.ok) return sendFailure(reply, result.error);
      return okEnvelope(await presentSession(platform, request, reply, result.value));
    },
  );

  app.post(
    '/wps/session/challenge/code',
    { schema: { tags: ['session'], querystring: EmptyQuery, body: ChallengeCodeBody, response: responses(Type.Object({ sentTo: Type.String() })) } },
    async (request, reply) => sendResult(reply, await platform.sendChallengeCode.execute(request.body, callerOf(request)), (sent) => sent),
  );

  app.delete(
    '/wps/session/logout',
    { config: { auth: 'member' }, schema: { tags: ['session'], querystring: EmptyQuery, response: responses(Type.Null()) } },
    async (request, reply) => {
      await platform.logout.execute(request.principal);
      clearToken(reply);
      return okEnvelope(null);
    },
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      schema: {
        tags: ['session'],
        querystring: EmptyQuery,
        body: Type.Optional(FreePlayBody),
        response: responses(Type.Object({ token: Type.String(), account: Type.String() })),
      },
    },
    async (request, reply) => {
      const result = await platform.freePlay.execute(callerOf(request));
      const maxAge = await sessionMaxAge(platform);
      return sendResult(reply, result, (trial) => ({ account: trial.account, token: deliverToken(request, reply, trial.token, maxAge) }));
    },
  );
}
