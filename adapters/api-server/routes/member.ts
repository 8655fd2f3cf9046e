import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Api } from '../api';
import type { Result } from '../../../core/domain/kernel/result';
import type { Registered } from '../../../core/platform/access/register';
import type { MemberView } from '../../../core/platform/access/get-member-info';
import type { MemberBadges } from '../../../core/platform/engagement/vip-status';
import { OPTIONAL_REGISTER_FIELDS } from '../../../core/domain/access/registration';
import { ChangePasswordBody, MemberIcon, MemberInfo, PaymentPasswordBody, RegisterBody, RegisterMobileBody, RegisterValue } from '../../wps-contract/member';
import type { MemberInfoDto } from '../../wps-contract/member';
import { callerOf } from '../caller';
import { deliverToken } from '../session-token';
import { okEnvelope, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { EmptyQuery } from '../../wps-contract/system';
import { responses } from './schemas';
import { sessionMaxAge } from './session';

const NO_BADGES: MemberBadges = { vipLevel: 0, vipLabel: '', claimable: 0, referral: false };

export function presentMember(view: MemberView, badges: MemberBadges = NO_BADGES): MemberInfoDto {
  return {
    id: view.id,
    account: view.account,
    nickname: view.nickname,
    type: view.type,
    role: view.role,
    balance: view.balance.toString(),
    scale: view.scale,
    currencySymbol: view.currencySymbol,
    currencyCode: view.currencyCode,
    vip: badges.vipLevel > 0,
    vipLabel: badges.vipLabel,
    vipLevel: badges.vipLevel,
    availablePromoCount: badges.claimable,
    unreadCount: view.unreadCount,
    promo: { REFERRAL: { enabled: badges.referral } },
    firstTimeLogin: view.firstTimeLogin,
    passwordExpired: view.passwordExpired,
    mustChangePassword: view.mustChangePassword,
    hasPaymentPassword: view.hasPaymentPassword,
    avatar: view.avatar,
    language: view.language,
    lastLoginAt: view.lastLoginAt?.toISOString() ?? null,
    createdAt: view.createdAt.toISOString(),
  };
}

export function memberRoutes(app: Api, platform: Platform): void {
  /** A new account's id and name, and its session when the client asked to be logged in. */
  const sendRegistered = async (request: FastifyRequest, reply: FastifyReply, result: Result<Registered>) => {
    const maxAge = await sessionMaxAge(platform);
    return sendResult(reply, result, (r) => ({ id: r.id, account: r.account, token: r.token === null ? null : deliverToken(request, reply, r.token, maxAge) }));
  };

  app.put(
    '/wps/member/register',
    { schema: { tags: ['member'], querystring: EmptyQuery, body: RegisterBody, response: responses(RegisterValue) } },
    async (request, reply) => {
      const { body } = request;
      const fields = Object.fromEntries(OPTIONAL_REGISTER_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f] as string]));
      const result = await platform.register.execute(
        {
          username: body.username,
          password: body.password,
          confirmPassword: body.confirmPassword,
          termsAccepted: body.termsAccepted,
          fields,
          ...(body.referralCode ? { referralCode: body.referralCode } : {}),
          ...(body.verification ? { verification: body.verification } : {}),
          login: body.login ?? true,
          ...(body.depositLimit ? { depositLimit: body.depositLimit } : {}),
        },
        callerOf(request),
      );
      return sendRegistered(request, reply, result);
    },
  );

  app.put(
    '/wps/member/register/mobile',
    { schema: { tags: ['member'], querystring: EmptyQuery, body: RegisterMobileBody, response: responses(RegisterValue) } },
    async (request, reply) => {
      const { body } = request;
      const result = await platform.registerMobile.execute(
        {
          mobileNum: body.mobileNum,
          countryDialingCode: body.countryDialingCode,
          code: body.verificationCode ?? '',
          password: body.password ?? '',
          confirmPassword: body.confirmPassword ?? '',
          termsAccepted: body.termsAccepted,
          ...(body.referralCode ? { referralCode: body.referralCode } : {}),
          ...(body.verification ? { verification: body.verification } : {}),
          login: body.login ?? true,
        },
        callerOf(request),
      );
      return sendRegistered(request, reply, result);
    },
  );

  app.get(
    '/wps/member/info',
    { config: { auth: 'member' }, schema: { tags: ['member'], querystring: EmptyQuery, response: responses(MemberInfo) } },
    async (request, reply) => {
      const { principal } = request;
      // A withdrawal-only session is offered no promotions.
      const badges = principal.session.scope === 'withdrawal' ? undefined : await platform.engagement.badges.execute(principal);
      return sendResult(reply, await platform.memberInfo.execute(principal), (view) => ({
        ...presentMember(view, badges),
        sessionScope: principal.session.scope,
      }));
    },
  );

  app.get(
    '/wps/member/info/icon',
    { config: { auth: 'member' }, schema: { tags: ['member'], querystring: EmptyQuery, response: responses(MemberIcon) } },
    async (request, reply) => {
      const { principal } = request;
      const avatar = principal.account.profile['avatar'];
      const badges = await platform.engagement.badges.execute(principal);
      return okEnvelope({ url: avatar ? `/avatars/${avatar}.svg` : null, vip: badges.vipLevel > 0, vipLabel: badges.vipLabel });
    },
  );

  app.post(
    '/wps/member/password',
    { config: { auth: 'member' }, schema: { tags: ['member'], querystring: EmptyQuery, body: ChangePasswordBody, response: responses(RegisterValue) } },
    async (request, reply) => {
      const { principal } = request;
      const result = await platform.changePassword.execute(principal, request.body, callerOf(request));
      const maxAge = await sessionMaxAge(platform);
      return sendResult(reply, result, (r) => ({
        id: principal.account.id,
        account: principal.account.username,
        token: deliverToken(request, reply, r.token, maxAge),
      }));
    },
  );

  app.put(
    '/wps/member/payment-password',
    { config: { auth: 'member' }, schema: { tags: ['member'], querystring: EmptyQuery, body: PaymentPasswordBody, response: responses(Type.Null()) } },
    async (request, reply) => sendResult(reply, await platform.setPaymentPassword.execute(request.principal, request.body), () => null),
  );
}
