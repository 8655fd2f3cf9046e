import { Type, type Static } from 'typebox';
import { Text } from './fields';

export const SmsCodeBody = Type.Object(
  { mobileNum: Text(20), countryDialingCode: Type.String({ pattern: '^\\+?[0-9]{1,4}$' }) },
  { additionalProperties: false },
);

export const SmsCodeSent = Type.Object({ expiredMinutes: Type.Integer() });

export const DialingCountries = Type.Array(Type.Object({ country: Type.String(), dialingCode: Type.String(), digits: Type.Array(Type.Integer()) }));

export const OutboxQuery = Type.Object({ to: Type.Optional(Text(254)) }, { additionalProperties: false });

export const OutboundMessages = Type.Array(
  Type.Object({
    id: Type.Integer(),
    channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
    recipient: Type.String(),
    subject: Type.Union([Type.String(), Type.Null()]),
    body: Type.String(),
    createdAt: Type.String(),
  }),
);

export type SmsCodeBodyDto = Static<typeof SmsCodeBody>;
export type OutboundMessagesDto = Static<typeof OutboundMessages>;
