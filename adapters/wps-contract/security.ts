import { Type, type Static } from 'typebox';
import { Text } from './fields';
import { PROFILE_FIELDS, type ProfileField } from '../../core/domain/access/profile';

export const SecurityOverview = Type.Object({
  authenticatorBound: Type.Boolean(),
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
});

export const AuthenticatorSetup = Type.Object({
  secret: Type.String({ description: 'base32, for typing into the app by hand' }),
  uri: Type.String({ description: 'otpauth:// URI' }),
  qrSvg: Type.String({ description: 'the URI as a QR code, an SVG document' }),
});

export const AuthenticatorCodeBody = Type.Object({ code: Text(32) }, { additionalProperties: false });

export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String(), { description: 'shown this once; only their hashes are kept' }) });

export const SessionItem = Type.Object({
  id: Type.Integer(),
  ip: Type.String(),
  userAgent: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastSeenAt: Type.String({ format: 'date-time' }),
  current: Type.Boolean(),
});

export const SessionList = Type.Array(SessionItem);

export const SessionIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }, { additionalProperties: false });

export const Revoked = Type.Object({ revoked: Type.Integer({ minimum: 0 }) });

export const LoginHistoryItem = Type.Object({
  at: Type.String({ format: 'date-time' }),
  ip: Type.String(),
  userAgent: Type.String(),
  success: Type.Boolean(),
  method: Type.Union([
    Type.Literal('password'),
    Type.Literal('sms'),
    Type.Literal('sms_reset'),
    Type.Literal('registration'),
    Type.Literal('trial'),
    Type.Literal('social'),
  ]),
  factor: Type.Union([Type.Literal('totp'), Type.Literal('sms'), Type.Literal('email'), Type.Literal('bank'), Type.Literal('recovery'), Type.Null()]),
});

export const LoginHistoryList = Type.Array(LoginHistoryItem);

export type SecurityOverviewDto = Static<typeof SecurityOverview>;
export type AuthenticatorSetupDto = Static<typeof AuthenticatorSetup>;
export type AuthenticatorCodeBodyDto = Static<typeof AuthenticatorCodeBody>;
export type SessionItemDto = Static<typeof SessionItem>;
export type LoginHistoryItemDto = Static<typeof LoginHistoryItem>;

const profileFields = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, Type.Optional(Text(256))])) as Record<
  ProfileField,
  ReturnType<typeof Type.Optional<ReturnType<typeof Text>>>
>;

export const ProfileBody = Type.Object(profileFields, { additionalProperties: false, minProperties: 1 });

export const MyProfile = Type.Object({
  profile: Type.Object(profileFields),
  email: Type.Union([Type.String(), Type.Null()]),
  mobileNum: Type.Union([Type.String(), Type.Null()]),
  realNameLocked: Type.Boolean({ description: 'a bound bank account fixes the real name' }),
  minimumAge: Type.Integer(),
});

export type ProfileBodyDto = Static<typeof ProfileBody>;

export const LanguageBody = Type.Object(
  { language: Type.String({ pattern: '^[A-Z]{2,3}$', description: 'a language code of the site, such as EN or UR' }) },
  { additionalProperties: false },
);
export const MemberLanguage = Type.Object({ language: Type.String() });
export type LanguageBodyDto = Static<typeof LanguageBody>;
export type MyProfileDto = Static<typeof MyProfile>;

export const EmailCodeBody = Type.Object({ email: Text(254) }, { additionalProperties: false });

export const BindContactBody = Type.Object(
  {
    kind: Type.Union([Type.Literal('mobile'), Type.Literal('email')]),
    mobileNum: Type.Optional(Text(20)),
    countryDialingCode: Type.Optional(Type.String({ pattern: '^\\+?[0-9]{1,4}$' })),
    email: Type.Optional(Text(254)),
    code: Text(16),
  },
  { additionalProperties: false },
);

export const BoundContact = Type.Object({ kind: Type.Union([Type.Literal('mobile'), Type.Literal('email')]), value: Type.String() });

export type EmailCodeBodyDto = Static<typeof EmailCodeBody>;
export type BindContactBodyDto = Static<typeof BindContactBody>;
