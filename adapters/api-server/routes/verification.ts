import type { Api } from '../api';
import type { SmsFlow } from '../../../core/platform/verification/ports';
import { EmptyQuery } from '../../wps-contract/system';
import { DialingCountries, OutboundMessages, OutboxQuery, SmsCodeBody, SmsCodeSent } from '../../wps-contract/verification';
import { okEnvelope, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const SMS_ROUTES: readonly [path: string, purpose: SmsFlow][] = [
  ['/wps/verification/sms/noLogin', 'sms_login'],
  ['/wps/verification/sms/register', 'sms_register'],
  ['/wps/verification/sms/forgetPassword', 'sms_reset'],
];

/** Codes by SMS, the countries numbers may come from, and support's view of the outbox (in a demo). */
export function verificationRoutes(app: Api, platform: Platform): void {
  for (const [path, purpose] of SMS_ROUTES) {
    app.post(
      path,
      { schema: { tags: ['verification'], querystring: EmptyQuery, body: SmsCodeBody, response: responses(SmsCodeSent) } },
      async (request, reply) => sendResult(reply, await platform.sendSmsCode.execute(purpose, request.body, request.ip), (sent) => sent),
    );
  }

  app.get('/wps/system/countryDialingCodes', { schema: { tags: ['verification'], querystring: EmptyQuery, response: responses(DialingCountries) } }, async () =>
    okEnvelope((await platform.site.execute()).sms.countries.map((c) => ({ ...c, digits: [...c.digits] }))),
  );

  const { listOutboundMessages } = platform;
  if (!listOutboundMessages) return;
  app.get(
    '/wps/admin/outbox',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: OutboxQuery, response: responses(OutboundMessages) } },
    async (request, reply) => {
      const result = await listOutboundMessages.execute(request.principal, request.query.to ?? null);
      return sendResult(reply, result, (list) => list.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })));
    },
  );
}
