import { Type, type Static } from 'typebox';
import { Lines, Text, TextsOf } from './fields';

const Id = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
/** Major units as decimal text, parsed with the currency's scale. */
const Amount = Text(24);
const Instant = Type.String({ format: 'date-time' });

export const PromotionIdParams = Type.Object({ id: Id }, { additionalProperties: false });

const PromotionTexts = TextsOf({ title: Text(100), summary: Text(300), content: Lines(20_000) });

export const PromotionBody = Type.Object(
  {
    title: Text(100),
    summary: Type.Optional(Text(300)),
    content: Type.Optional(Lines(20_000)),
    image: Type.Optional(Text(1024)),
    category: Text(16),
    badges: Type.Optional(Type.Array(Text(16), { maxItems: 6 })),
    kind: Text(16),
    audience: Type.Optional(Text(16)),
    percent: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    cap: Type.Optional(Amount),
    minDeposit: Type.Optional(Amount),
    amount: Type.Optional(Amount),
    turnoverMultiple: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    startsAt: Type.Optional(Instant),
    endsAt: Type.Optional(Instant),
    texts: Type.Optional(PromotionTexts),
  },
  { additionalProperties: false },
);

export const PromotionItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  content: Type.String(),
  image: Type.String(),
  category: Type.String(),
  badges: Type.Array(Type.String()),
  kind: Type.String(),
  audience: Type.String(),
  percent: Type.Integer(),
  cap: Type.String(),
  minDeposit: Type.String(),
  amount: Type.String(),
  turnoverMultiple: Type.Integer(),
  sort: Type.Integer(),
  startsAt: Type.String(),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  texts: PromotionTexts,
});
export const PromotionList = Type.Array(PromotionItem);

export const PlayerPromotion = Type.Object({
  promotion: PromotionItem,
  state: Type.String(),
  claimId: Type.Union([Type.Integer(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
});
export const PlayerPromotionList = Type.Array(PlayerPromotion);

export const RewardClaimItem = Type.Object({
  id: Type.Integer(),
  promotionId: Type.Integer(),
  period: Type.String(),
  status: Type.String(),
  amount: Type.String(),
  turnoverRequired: Type.String(),
  comment: Type.String(),
  images: Type.Array(Type.Integer()),
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
});
export const ApplicationList = Type.Array(Type.Object({ ...RewardClaimItem.properties, username: Type.String(), title: Type.String() }));

export const ApplicationBody = Type.Object(
  { comment: Lines(1000), images: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 10 }) },
  { additionalProperties: false },
);

export const BonusDetailsSchema = Type.Object({
  outstanding: Type.String(),
  bonuses: Type.Array(
    Type.Object({
      claimId: Type.Integer(),
      promotionId: Type.Integer(),
      title: Type.String(),
      kind: Type.String(),
      amount: Type.String(),
      turnoverRequired: Type.String(),
      progress: Type.String(),
      paidAt: Type.String(),
    }),
  ),
});

export const CountSchema = Type.Object({ count: Type.Integer() });
export const UploadedSchema = Type.Object({ id: Type.Integer() });
export const UploadIdParams = Type.Object({ id: Id }, { additionalProperties: false });

export type PromotionBodyDto = Static<typeof PromotionBody>;
export type PromotionItemDto = Static<typeof PromotionItem>;
export type PlayerPromotionDto = Static<typeof PlayerPromotion>;
export type RewardClaimDto = Static<typeof RewardClaimItem>;
export type ApplicationDto = Static<typeof ApplicationList>[number];
export type ApplicationBodyDto = Static<typeof ApplicationBody>;
export type BonusDetailsDto = Static<typeof BonusDetailsSchema>;
