/** The texts of the SMS and emails the platform sends, in each language members can choose. */
export type OutboundKind = 'code' | 'login_code' | 'bind_code' | 'reset_link';

export interface OutboundParams {
  readonly merchant: string;
  /** The secret the member needs: a code or a link. */
  readonly secret: string;
  readonly minutes: number;
  /** For bind_code: the account the contact is being bound to, and whether it is a mobile number. */
  readonly account?: string;
  readonly mobile?: boolean;
}

export interface OutboundText {
  readonly subject: string;
  readonly body: string;
}

type Templates = Record<OutboundKind, (p: OutboundParams) => OutboundText>;

const EN: Templates = {
  code: (p) => ({
    subject: `${p.merchant}: your verification code`,
    body: `${p.merchant}: your verification code is ${p.secret}. It expires in ${p.minutes} minutes. Never share it.`,
  }),
  login_code: (p) => ({
    subject: `${p.merchant}: your login code`,
    body: `${p.merchant}: your login code is ${p.secret}. It expires in ${p.minutes} minutes. If you are not logging in, change your password.`,
  }),
  bind_code: (p) => ({
    subject: `${p.merchant}: confirm your ${p.mobile ? 'mobile number' : 'email address'}`,
    body: `${p.merchant}: your code to bind this ${p.mobile ? 'number' : 'address'} to ${p.account} is ${p.secret}. It expires in ${p.minutes} minutes. Never share it.`,
  }),
  reset_link: (p) => ({
    subject: `${p.merchant}: reset your password`,
    body: `Open this link within ${p.minutes} minutes to choose a new password:\n${p.secret}\n\nIf you did not ask for it, ignore this email; your password stays as it is.`,
  }),
};

const UR: Templates = {
  code: (p) => ({
    subject: `${p.merchant}: آپ کا تصدیقی کوڈ`,
    body: `${p.merchant}: آپ کا تصدیقی کوڈ ${p.secret} ہے۔ یہ ${p.minutes} منٹ میں ختم ہو جائے گا۔ یہ کسی کو نہ بتائیں۔`,
  }),
  login_code: (p) => ({
    subject: `${p.merchant}: آپ کا لاگ ان کوڈ`,
    body: `${p.merchant}: آپ کا لاگ ان کوڈ ${p.secret} ہے۔ یہ ${p.minutes} منٹ میں ختم ہو جائے گا۔ اگر آپ لاگ ان نہیں کر رہے تو اپنا پاس ورڈ بدل دیں۔`,
  }),
  bind_code: (p) => ({
    subject: `${p.merchant}: اپنے ${p.mobile ? 'موبائل نمبر' : 'ای میل پتے'} کی تصدیق کریں`,
    body: `${p.merchant}: یہ ${p.mobile ? 'نمبر' : 'پتہ'} ${p.account} سے جوڑنے کا کوڈ ${p.secret} ہے۔ یہ ${p.minutes} منٹ میں ختم ہو جائے گا۔ یہ کسی کو نہ بتائیں۔`,
  }),
  reset_link: (p) => ({
    subject: `${p.merchant}: اپنا پاس ورڈ دوبارہ بنائیں`,
    body: `نیا پاس ورڈ چننے کے لیے یہ لنک ${p.minutes} منٹ کے اندر کھولیں:\n${p.secret}\n\nاگر آپ نے یہ نہیں مانگا تو اس ای میل کو نظر انداز کریں؛ آپ کا پاس ورڈ وہی رہے گا۔`,
  }),
};

const BY_LANGUAGE: Readonly<Record<string, Templates>> = { EN, UR };

export const MESSAGE_LANGUAGES = Object.keys(BY_LANGUAGE);

/** The text of a message in the member's language; English for a language without texts. */
export function outboundText(kind: OutboundKind, language: string, params: OutboundParams): OutboundText {
  return (BY_LANGUAGE[language] ?? EN)[kind](params);
}
