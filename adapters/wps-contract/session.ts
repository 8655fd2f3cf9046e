import { Type, type Static } from 'typebox';
import { Text } from './fields';

export const LoginBody = Type.Object(
  {
    username: Text(64),
    password: Text(128),
    type: Type.Union([Type.Literal('username'), Type.Literal('sms')]),
    captcha: Type.Optional(Text(16)),
    captchaId: Type.Optional(Text(64)),
    verification: Type.Optional(Text(2048)),
    countryDialingCode: Type.Optional(Type.String({ pattern: '^\\+?[0-9]{1,4}$', description: 'with type sms: the country of the mobile number in username' })),
  },
  { additionalProperties: false },
);

export const LoginValue = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
});

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
