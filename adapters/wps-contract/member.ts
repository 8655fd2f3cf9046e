import { Type, type Static } from 'typebox';
import { RegisterDepositLimit } from './protection';
import { Text } from './fields';
import { SessionScopeSchema } from './session';

export const RegisterBody = Type.Object(
  {
    username: Text(64),
    password: Text(128),
    confirmPassword: Text(128),
    termsAccepted: Type.Boolean(),
    payeeName: Type.Optional(Text()),
    email: Type.Optional(Text()),
    qqNum: Type.Optional(Text()),
    mobileNum: Type.Optional(Text()),
    recommenderId: Type.Optional(Text()),
    affiliateCode: Type.Optional(Text()),
    paymentPassword: Type.Optional(Text(128)),
    line: Type.Optional(Text()),
    whatsapp: Type.Optional(Text()),
    facebook: Type.Optional(Text()),
    wechat: Type.Optional(Text()),
    idNumber: Type.Optional(Text()),
    referralCode: Type.Optional(Text(32)),
    captcha: Type.Optional(Text(16)),
    captchaId: Type.Optional(Text(64)),
    verification: Type.Optional(Text(2048)),
    domain: Type.Optional(Text(255)),
    registerUrl: Type.Optional(Text(1024)),
    registerMethod: Type.Optional(Type.Literal('WEB')),
    login: Type.Optional(Type.Boolean()),
    depositLimit: Type.Optional(RegisterDepositLimit),
  },
  { additionalProperties: false },
);

/** Mobile registration; the code when REGMOBVERF3 is on, the password pair when MOBILENUMPASSREG3 is. */
export const RegisterMobileBody = Type.Object(
  {
    mobileNum: Text(32),
    countryDialingCode: Text(8),
    verificationCode: Type.Optional(Text(16)),
    password: Type.Optional(Text(128)),
    confirmPassword: Type.Optional(Text(128)),
    termsAccepted: Type.Boolean(),
    referralCode: Type.Optional(Text(32)),
    verification: Type.Optional(Text(2048)),
    registerMethod: Type.Optional(Type.Literal('WEB')),
    login: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const RegisterValue = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  token: Type.Union([Type.String(), Type.Null()]),
});

export const MemberInfo = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  role: Type.Union([Type.Literal('member'), Type.Literal('agent'), Type.Literal('trial'), Type.Literal('staff')]),
  sessionScope: Type.Optional(SessionScopeSchema),
  balance: Type.String({ description: 'minor units as an integer string' }),
  scale: Type.Integer(),
  currencySymbol: Type.String(),
  currencyCode: Type.String(),
  vip: Type.Boolean(),
  vipLabel: Type.String(),
  vipLevel: Type.Integer(),
  availablePromoCount: Type.Integer(),
  unreadCount: Type.Integer(),
  promo: Type.Object({ REFERRAL: Type.Object({ enabled: Type.Boolean() }) }),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  hasPaymentPassword: Type.Boolean(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  language: Type.String(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

export const MemberIcon = Type.Object({ url: Type.Union([Type.String(), Type.Null()]), vip: Type.Boolean(), vipLabel: Type.String() });

export const ChangePasswordBody = Type.Object(
  { oldPassword: Text(128), newPassword: Text(128), confirmNewPassword: Text(128) },
  { additionalProperties: false },
);

export const PaymentPasswordBody = Type.Object(
  { oldPassword: Type.Optional(Text(128)), newPassword: Text(128), confirmNewPassword: Text(128) },
  { additionalProperties: false },
);

export const UnreadCount = Type.Object({ count: Type.Integer() });

export type RegisterBodyDto = Static<typeof RegisterBody>;
export type RegisterMobileBodyDto = Static<typeof RegisterMobileBody>;
export type RegisterValueDto = Static<typeof RegisterValue>;
export type MemberInfoDto = Static<typeof MemberInfo>;
export type ChangePasswordBodyDto = Static<typeof ChangePasswordBody>;
export type PaymentPasswordBodyDto = Static<typeof PaymentPasswordBody>;
