import { Type, type Static } from 'typebox';

const Minor = Type.String({ description: 'minor units' });

export const VipLevelSchema = Type.Object({ level: Type.Integer(), name: Type.String(), validBet: Minor, deposit: Minor });

export const VipStatusSchema = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  levels: Type.Array(VipLevelSchema),
  validBet: Minor,
  deposit: Minor,
  next: Type.Union([Type.Object({ level: VipLevelSchema, validBetNeeded: Minor, depositNeeded: Minor }), Type.Null()]),
});

const RebateLineSchema = Type.Object({ gameType: Type.String(), validBet: Minor, basisPoints: Type.Integer(), amount: Minor });

export const RebateClaimSchema = Type.Object({
  id: Type.Integer(),
  since: Type.String(),
  until: Type.String(),
  amount: Minor,
  lines: Type.Array(RebateLineSchema),
  status: Type.String(),
  createdAt: Type.String(),
});

export const RebatePreviewSchema = Type.Object({
  since: Type.String(),
  until: Type.String(),
  level: Type.Integer(),
  lines: Type.Array(RebateLineSchema),
  total: Minor,
  minAmount: Minor,
  history: Type.Array(RebateClaimSchema),
});

export type VipStatusDto = Static<typeof VipStatusSchema>;
export type RebatePreviewDto = Static<typeof RebatePreviewSchema>;
export type RebateClaimDto = Static<typeof RebateClaimSchema>;

export const ReferralSchema = Type.Object({
  enabled: Type.Boolean(),
  code: Type.String(),
  reward: Minor,
  minFirstDeposit: Minor,
  friends: Type.Array(Type.Object({ name: Type.String(), registeredAt: Type.String(), reward: Type.Union([Minor, Type.Null()]) })),
});

export type ReferralDto = Static<typeof ReferralSchema>;
