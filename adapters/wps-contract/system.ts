import { Type, type Static, type TSchema } from 'typebox';
import { ContentLanguage, Lines, Text } from './fields';

/** The feature tree, four levels deep (a fixed depth keeps the schema serializable without $ref). */
const FeatureLeaf = Type.Object({ modId: Type.String(), enabled: Type.Boolean(), childrenNodes: Type.Array(Type.Never()) });
const featureLevel = (children: TSchema) => Type.Object({ modId: Type.String(), enabled: Type.Boolean(), childrenNodes: Type.Array(children) });
const FeatureNode = featureLevel(featureLevel(featureLevel(FeatureLeaf)));

export const Whitelabel = Type.Array(FeatureNode);

export const AcceptedPattern = Type.Union([Type.Literal('*'), Type.Object({ id: Type.String(), min: Type.Integer(), max: Type.Integer() })]);

export const RegisterFieldSetting = Type.Object({
  shown: Type.Boolean(),
  required: Type.Boolean(),
  acceptedPattern: AcceptedPattern,
});

export const RegisterSettings = Type.Object({
  registerType: Type.Union([Type.Literal('register'), Type.Literal('registerMobile')]),
  fields: Type.Record(Type.String(), RegisterFieldSetting),
  minimumAge: Type.Integer(),
  zaloBonus: Type.Integer({ description: 'minor units paid for adding a Zalo number after registering; 0 when off' }),
});

export const SystemStatus = Type.Object({
  state: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  merchant: Type.String(),
  merchantName: Type.String(),
  currency: Type.Object({ code: Type.String(), symbol: Type.String(), scale: Type.Integer() }),
  defaultLang: Type.String(),
  supportLanguages: Type.Array(Type.String()),
  timezone: Type.String(),
  customerService: Type.Array(Type.Object({ csType: Type.String(), path: Type.String() })),
  domainRoute: Type.Array(Type.Object({ domain: Type.String(), route: Type.String() })),
  resources: Type.Array(Type.Object({ resourceType: Type.String(), labelNameEn: Type.String(), url: Type.String() })),
  whitelabel: Whitelabel,
  register: RegisterSettings,
  mainDomain: Type.String(),
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
  location: Type.Object({ ip: Type.String() }),
  maintenance: Type.Object({ enabled: Type.Boolean(), message: Type.String() }),
  regionRestriction: Type.Object({ blocked: Type.Boolean(), message: Type.String() }),
});

export const DomainRoute = Type.Array(Type.Object({ domain: Type.String(), route: Type.String() }));

export const HelpCenterQuery = Type.Object(
  { lang: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })), device: Type.Optional(Type.Literal('WEB')) },
  { additionalProperties: false },
);

export const HelpArticle = Type.Object({ slug: Type.String(), title: Type.String(), content: Type.String() });
export const HelpCenter = Type.Object({ lang: Type.String(), articles: Type.Array(HelpArticle) });

export const Captcha = Type.Object({ captchaId: Type.String(), image: Type.String() });

/** Proof-of-work challenge (ALTCHA format) solved by the browser before password login and registration. */
export const HumanChallenge = Type.Object({
  algorithm: Type.String(),
  challenge: Type.String(),
  maxnumber: Type.Integer(),
  salt: Type.String(),
  signature: Type.String(),
});

export const EmptyQuery = Type.Object({}, { additionalProperties: false });
/** Content in the reader's language. */
export const ContentLanguageQuery = Type.Object(ContentLanguage, { additionalProperties: false });
/** The account the challenge is for: its recent failures make the work harder. */
export const HumanChallengeQuery = Type.Object({ username: Type.Optional(Text(64)) }, { additionalProperties: false });
export const StatusQuery = Type.Object({ lang: Type.Optional(Text(8)) }, { additionalProperties: false });

export type SystemStatusDto = Static<typeof SystemStatus>;
export type RegisterSettingsDto = Static<typeof RegisterSettings>;
export type HelpCenterDto = Static<typeof HelpCenter>;
export type CaptchaDto = Static<typeof Captcha>;
export type HumanChallengeDto = Static<typeof HumanChallenge>;

export const HelpArticleParams = Type.Object(
  { lang: Type.String({ pattern: '^[A-Z]{2,3}$' }), slug: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$' }) },
  { additionalProperties: false },
);
export const HelpArticleBody = Type.Object(
  { markdown: Lines(40_000), sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })) },
  { additionalProperties: false },
);
export const SavedHelpArticle = Type.Object({ lang: Type.String(), slug: Type.String(), title: Type.String(), created: Type.Boolean() });
