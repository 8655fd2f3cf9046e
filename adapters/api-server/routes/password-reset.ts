import type { Api } from '../api';
import { Type } from 'typebox';
import { EmptyQuery } from '../../wps-contract/system';
import { SessionValue } from '../../wps-contract/session';
import { ResetByEmailBody, ResetByEmailValue, ResetBySmsBody, ResetWithTokenBody } from '../../wps-contract/password-reset';
import { callerOf } from '../caller';
import { deliverToken } from '../session-token';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';
import { sessionMaxAge } from './session';

const FORM = 'application/x-www-form-urlencoded';

/** Forgot password: a mailed link, or a code by SMS that also logs the member in. */
export async function passwordResetRoutes(app: Api, platform: Platform): Promise<void> {
  // The email route takes a form body, as the original product sends it; only this scope parses forms.
  await app.register(async (scope: Api) => {
    scope.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
    scope.post(
      '/wps/member/password/email',
      {
        schema: {
          tags: ['member'],
          querystring: EmptyQuery,
          consumes: [FORM, 'application/json'],
          body: ResetByEmailBody,
          response: responses(ResetByEmailValue),
        },
      },
      async (request, reply) => sendResult(reply, await platform.requestPasswordReset.execute(request.body, { ip: request.ip }), (result) => ({ result })),
    );
  });

  app.post(
    '/wps/member/password/reset',
    { schema: { tags: ['member'], querystring: EmptyQuery, body: ResetWithTokenBody, response: responses(Type.Null()) } },
    async (request, reply) => sendResult(reply, await platform.resetPassword.execute(request.body), () => null),
  );

  app.post(
    '/wps/member/password/verification',
    { schema: { tags: ['member'], querystring: EmptyQuery, body: ResetBySmsBody, response: responses(SessionValue) } },
    async (request, reply) => {
      const result = await platform.resetPasswordBySms.execute(request.body, callerOf(request));
      const maxAge = await sessionMaxAge(platform);
      return sendResult(reply, result, ({ token, previousLoginAt, scope }) => ({
        token: deliverToken(request, reply, token, maxAge),
        firstTimeLogin: false,
        passwordExpired: false,
        mustChangePassword: false,
        previousLoginAt: previousLoginAt?.toISOString() ?? null,
        scope,
      }));
    },
  );
}
