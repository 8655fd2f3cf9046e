import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { FreePlayBody, LoginBody, LoginValue, type LoginBodyDto } from '../../wps-contract/session';
import { clearToken, deliverToken, principalOf } from '../auth';
import { okEnvelope, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { EmptyQuery } from '../../wps-contract/system';
import { responses } from './schemas';

export async function sessionMaxAge(platform: Platform): Promise<number> {
  return (await platform.settings.load()).session.absoluteHours * 3600;
}

export function sessionRoutes(app: FastifyInstance, platform: Platform): void {
  app.post<{ Body: LoginBodyDto }>('/wps/session/login', { schema: { tags: ['session'], querystring: EmptyQuery, body: LoginBody, response: responses(LoginValue) } }, async (request, reply) => {
    const { countryDialingCode, ...body } = request.body;
    const caller = { ip: request.ip };
    const result =
      body.type === 'sms'
        ? await platform.loginWithSms.execute({ mobileNum: body.username, countryDialingCode: countryDialingCode ?? '', code: body.password }, caller)
        : await platform.login.execute({ ...body, site: request.headers['x-portal-site'] === 'console' ? 'console' : 'member' }, caller);
    const maxAge = await sessionMaxAge(platform);
    return sendResult(reply, result, (outcome) => ({ ...outcome, token: deliverToken(request, reply, outcome.token, maxAge) }));
  });

  app.delete('/wps/session/logout', { schema: { tags: ['session'], querystring: EmptyQuery, response: responses(Type.Null()) } }, async (request, reply) => {
    const principal = await principalOf(platform, request, reply);
    if (!principal) return reply;
    await platform.logout.execute(principal);
    clearToken(reply);
    return okEnvelope(null);
  });

  app.post('/wps/session/login/freeplay', { schema: { tags: ['session'], querystring: EmptyQuery, body: Type.Optional(FreePlayBody), response: responses(Type.Object({ token: Type.String(), account: Type.String() })) } }, async (request, reply) => {
    const result = await platform.freePlay.execute({ ip: request.ip });
    const maxAge = await sessionMaxAge(platform);
    return sendResult(reply, result, (trial) => ({ account: trial.account, token: deliverToken(request, reply, trial.token, maxAge) }));
  });
}
