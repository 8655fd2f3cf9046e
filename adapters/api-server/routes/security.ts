import type { Api } from '../api';
import { Type } from 'typebox';
import type { LoginRecord } from '../../../core/platform/access/ports';
import type { SessionView } from '../../../core/platform/security/live-sessions';
import { qrSvg } from '../qr-svg';
import {
  AuthenticatorCodeBody,
  AuthenticatorSetup,
  BindContactBody,
  BoundContact,
  EmailCodeBody,
  LoginHistoryList,
  MyProfile,
  ProfileBody,
  LanguageBody,
  MemberLanguage,
  RecoveryCodes,
  Revoked,
  SecurityOverview,
  SessionIdParams,
  SessionList,
  type LoginHistoryItemDto,
  type SessionItemDto,
} from '../../wps-contract/security';
import { MemberLookupParams } from '../../wps-contract/admin';
import { EmptyQuery } from '../../wps-contract/system';
import { SmsCodeBody, SmsCodeSent } from '../../wps-contract/verification';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

export const presentSession = (s: SessionView): SessionItemDto => ({
  id: s.id,
  ip: s.ip,
  userAgent: s.userAgent,
  createdAt: s.createdAt.toISOString(),
  lastSeenAt: s.lastSeenAt.toISOString(),
  current: s.current,
});

const presentLogin = (r: LoginRecord): LoginHistoryItemDto => ({
  at: r.at.toISOString(),
  ip: r.ip,
  userAgent: r.userAgent,
  success: r.success,
  method: r.method,
  factor: r.factor,
});

/** The security centre: the authenticator, logged-in devices and the login history; support's view of a member's sessions. */
export function securityRoutes(app: Api, platform: Platform): void {
  const { security } = platform;

  app.get(
    '/wps/member/profile',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, response: responses(MyProfile) } },
    async (request, reply) => sendResult(reply, await security.profile.execute(request.principal), (p) => p),
  );

  app.put(
    '/wps/member/profile',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, body: ProfileBody, response: responses(MyProfile) } },
    async (request, reply) => sendResult(reply, await security.updateProfile.execute(request.principal, request.body), (p) => p),
  );

  app.put(
    '/wps/member/language',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, body: LanguageBody, response: responses(MemberLanguage) } },
    async (request, reply) => sendResult(reply, await security.setLanguage.execute(request.principal, request.body.language), (l) => l),
  );

  app.post(
    '/wps/verification/sms/bind',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, body: SmsCodeBody, response: responses(SmsCodeSent) } },
    async (request, reply) =>
      sendResult(reply, await security.sendContactCode.execute(request.principal, { kind: 'mobile', ...request.body }, request.ip), (sent) => sent),
  );

  app.post(
    '/wps/verification/email/bind',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, body: EmailCodeBody, response: responses(SmsCodeSent) } },
    async (request, reply) =>
      sendResult(reply, await security.sendContactCode.execute(request.principal, { kind: 'email', ...request.body }, request.ip), (sent) => sent),
  );

  app.put(
    '/wps/member/contact',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, body: BindContactBody, response: responses(BoundContact) } },
    async (request, reply) => {
      const { kind, mobileNum = '', countryDialingCode = '', email = '', code } = request.body;
      const contact = kind === 'mobile' ? { kind, mobileNum, countryDialingCode, code } : { kind, email, code };
      return sendResult(reply, await security.bindContact.execute(request.principal, contact), (bound) => bound);
    },
  );

  app.get(
    '/wps/member/security',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, response: responses(SecurityOverview) } },
    async (request, reply) => sendResult(reply, await security.overview.execute(request.principal), (o) => o),
  );

  app.post(
    '/wps/member/security/authenticator',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, response: responses(AuthenticatorSetup) } },
    async (request, reply) =>
      sendResult(reply, await security.startAuthenticator.execute(request.principal), (setup) => ({ ...setup, qrSvg: qrSvg(setup.uri) })),
  );

  app.put(
    '/wps/member/security/authenticator',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, body: AuthenticatorCodeBody, response: responses(RecoveryCodes) } },
    async (request, reply) => sendResult(reply, await security.confirmAuthenticator.execute(request.principal, request.body.code), (codes) => codes),
  );

  app.post(
    '/wps/member/security/authenticator/unbind',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, body: AuthenticatorCodeBody, response: responses(Type.Null()) } },
    async (request, reply) => sendResult(reply, await security.unbindAuthenticator.execute(request.principal, request.body.code), () => null),
  );

  app.get(
    '/wps/member/sessions',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, response: responses(SessionList) } },
    async (request, reply) => sendResult(reply, await security.listSessions.execute(request.principal), (list) => list.map(presentSession)),
  );

  app.delete(
    '/wps/member/sessions',
    {
      config: { auth: 'member' },
      schema: { tags: ['security'], description: 'logs out every other device', querystring: EmptyQuery, response: responses(Revoked) },
    },
    async (request, reply) => sendResult(reply, await security.revokeSessions.execute(request.principal, 'others'), (r) => r),
  );

  app.delete(
    '/wps/member/sessions/:id',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, params: SessionIdParams, response: responses(Revoked) } },
    async (request, reply) => sendResult(reply, await security.revokeSessions.execute(request.principal, { sessionId: Number(request.params.id) }), (r) => r),
  );

  app.get(
    '/wps/member/logins',
    { config: { auth: 'member' }, schema: { tags: ['security'], querystring: EmptyQuery, response: responses(LoginHistoryList) } },
    async (request, reply) => sendResult(reply, await security.loginHistory.execute(request.principal), (list) => list.map(presentLogin)),
  );

  app.get(
    '/wps/admin/member/:account/sessions',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, params: MemberLookupParams, response: responses(SessionList) } },
    async (request, reply) =>
      sendResult(reply, await security.memberSessions.execute(request.principal, request.params.account), (list) => list.map(presentSession)),
  );

  app.delete(
    '/wps/admin/member/:account/sessions',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, params: MemberLookupParams, response: responses(Revoked) } },
    async (request, reply) => sendResult(reply, await security.revokeMemberSessions.execute(request.principal, request.params.account), (r) => r),
  );
}
