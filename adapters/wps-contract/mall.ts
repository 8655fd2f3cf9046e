import { Type, type Static } from 'typebox';
import { Text, TextsOf } from './fields';

const Minor = Type.String({ description: 'minor units' });
const Count = Type.String({ description: 'points' });

export const MallIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });

const GoodsTexts = TextsOf({ name: Text(100) });

export const GoodsBody = Type.Object(
  {
    name: Text(100),
    image: Type.Optional(Text(1024)),
    kind: Text(8),
    points: Text(16),
    value: Type.Optional(Text(24)),
    stock: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
    texts: Type.Optional(GoodsTexts),
  },
  { additionalProperties: false, description: 'points a whole number; value in major units (what cash goods credit)' },
);

export const GoodsItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  kind: Type.String(),
  points: Count,
  value: Minor,
  stock: Type.Integer(),
  enabled: Type.Boolean(),
  texts: GoodsTexts,
});
export const GoodsList = Type.Array(GoodsItem);

export const RedeemBody = Type.Object(
  { goodsId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), quantity: Type.Integer({ minimum: -1000, maximum: 1000 }), paymentPassword: Text(128) },
  { additionalProperties: false },
);

export const RedemptionItem = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  goodsId: Type.Integer(),
  name: Type.String(),
  kind: Type.String(),
  quantity: Type.Integer(),
  points: Count,
  value: Minor,
  status: Type.String(),
  remark: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
});
export const RedemptionList = Type.Array(RedemptionItem);

export const MallPageSchema = Type.Object({
  balance: Count,
  goods: GoodsList,
  redemptions: RedemptionList,
  entries: Type.Array(
    Type.Object({ id: Type.Integer(), delta: Count, kind: Type.String(), reference: Type.String(), balanceAfter: Count, createdAt: Type.String() }),
  ),
});

export type GoodsBodyDto = Static<typeof GoodsBody>;
export type GoodsItemDto = Static<typeof GoodsItem>;
export type RedeemBodyDto = Static<typeof RedeemBody>;
export type RedemptionDto = Static<typeof RedemptionItem>;
export type MallPageDto = Static<typeof MallPageSchema>;
