import { Type, type Static } from 'typebox';
import { Text } from './fields';

export const LoginPurposeSchema = Type.Union([Type.Literal('play'), Type.Literal('withdrawal')], {
  description: 'withdrawal: during a time-out or self-exclusion, open a withdrawal-only session instead of being refused',
});

export const LoginBody = Type.Object(
  {
    username: Text(64),
    password: Text(128),
    type: Type.Union([Type.Literal('username'), Type.Literal('sms')]),
    captcha: Type.Optional(Text(16)),
    captchaId: Type.Optional(Text(64)),
    verification: Type.Optional(Text(2048)),
    countryDialingCode: Type.Optional(Type.String({ pattern: '^\\+?[0-9]{1,4}$', description: 'with type sms: the country of the mobile number in username' })),
    purpose: Type.Optional(LoginPurposeSchema),
  },
  { additionalProperties: false },
);

export const SecondFactorName = Type.Union([Type.Literal('totp'), Type.Literal('sms'), Type.Literal('email'), Type.Literal('bank')]);

export const SessionScopeSchema = Type.Union([Type.Literal('full'), Type.Literal('withdrawal')], {
  description: 'withdrawal: only the balance, bank cards, withdrawals and logout answer',
});

export const SessionValue = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  previousLoginAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'when the account logged in before this login' }),
  scope: SessionScopeSchema,
});

export const ChallengeValue = Type.Object({
  challenge: Type.Object(
    {
      id: Type.String(),
      factors: Type.Array(SecondFactorName, { minItems: 1 }),
      expiresAt: Type.String({ format: 'date-time' }),
    },
    { description: 'a login from an IP new to the account: answer with POST /wps/session/challenge' },
  ),
});

export const LoginValue = Type.Union([SessionValue, ChallengeValue]);

const ChallengeId = Type.String({ pattern: '^[0-9a-f]{32}$' });

export const ChallengeAnswerBody = Type.Object(
  { challengeId: ChallengeId, factor: SecondFactorName, answer: Text(64), purpose: Type.Optional(LoginPurposeSchema) },
  { additionalProperties: false },
);

export const ChallengeCodeBody = Type.Object(
  { challengeId: ChallengeId, factor: Type.Union([Type.Literal('sms'), Type.Literal('email')]) },
  { additionalProperties: false },
);

export const FreePlayBody = Type.Object(
  {
    os: Type.Optional(Text(32)),
    platform: Type.Optional(Type.Literal('W')),
    gatewayVersion: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
  },
  { additionalProperties: false },
);

export type LoginBodyDto = Static<typeof LoginBody>;
export type LoginValueDto = Static<typeof LoginValue>;
export type SessionValueDto = Static<typeof SessionValue>;
export type ChallengeAnswerBodyDto = Static<typeof ChallengeAnswerBody>;
export type ChallengeCodeBodyDto = Static<typeof ChallengeCodeBody>;
