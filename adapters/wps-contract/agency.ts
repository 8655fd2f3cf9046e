import { Type, type Static } from 'typebox';
import { CONTRACT_ACTIONS } from '../../core/domain/agency/contract-lifecycle';
import { CONTRACT_KINDS } from '../../core/domain/agency/contract-terms';
import { CADENCES } from '../../core/domain/agency/settlement-periods';
import { Day, literals, Text } from './fields';

const Minor = Type.String({ description: 'minor units' });
const Percent = Text(8);

export const TierForm = Type.Object(
  { validBet: Text(24), loss: Type.Optional(Text(24)), active: Text(8), rate: Percent },
  { additionalProperties: false, description: 'thresholds in major units as decimal text, active a count, rate in percent ("1.25")' },
);

/** Contract terms as a form sends them (core/domain/agency/terms-form). */
export const TermsFields = {
  kind: Text(16),
  period: Type.Optional(Text(16)),
  tiers: Type.Optional(Type.Array(TierForm, { maxItems: 10 })),
  profitRate: Type.Optional(Percent),
  lossRate: Type.Optional(Percent),
  minBet: Type.Optional(Text(24)),
};

export const OfferBody = Type.Object({ downline: Text(64), ...TermsFields }, { additionalProperties: false });
export const TopContractBody = Type.Object({ agent: Text(64), ...TermsFields }, { additionalProperties: false });

export const ContractIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });
export const ContractActionParams = Type.Object(
  {
    id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
    action: literals(CONTRACT_ACTIONS),
  },
  { additionalProperties: false },
);
export const ContractActionBody = Type.Object({ confirm: Type.Optional(Type.Boolean()) }, { additionalProperties: false });

export const Tier = Type.Object({ minValidBet: Minor, minLoss: Minor, minActive: Type.Integer(), rateBp: Type.Integer() });
export const Terms = Type.Object({
  kind: Type.String(),
  period: Type.Optional(Type.String()),
  tiers: Type.Optional(Type.Array(Tier)),
  profitRateBp: Type.Optional(Type.Integer()),
  lossRateBp: Type.Optional(Type.Integer()),
  minBet: Type.Optional(Minor),
});

const Party = Type.Union([Type.Object({ id: Type.Integer(), account: Type.String(), nickname: Type.String() }), Type.Null()]);

export const ContractItem = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  state: Type.String(),
  terminationBy: Type.Union([Type.String(), Type.Null()]),
  /** 'holder' when the caller holds it, 'issuer' when the caller gave it. */
  side: Type.String(),
  holder: Party,
  /** Null: the platform. */
  issuer: Party,
  terms: Terms,
  topRateBp: Type.Integer(),
  createdAt: Type.String(),
  acceptedAt: Type.Union([Type.String(), Type.Null()]),
  endedAt: Type.Union([Type.String(), Type.Null()]),
  history: Type.Array(Type.Object({ action: Type.String(), state: Type.String(), actor: Type.Union([Type.String(), Type.Null()]), at: Type.String() })),
});
export const ContractList = Type.Array(ContractItem);

export const SettlementsQuery = Type.Object(
  {
    kind: Type.Optional(literals(CONTRACT_KINDS)),
    side: Type.Optional(Type.Union([Type.Literal('holder'), Type.Literal('issuer')])),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$' })),
  },
  { additionalProperties: false },
);

export const SettlementItem = Type.Object({
  id: Type.Integer(),
  contractId: Type.Integer(),
  kind: Type.String(),
  holder: Type.String(),
  issuer: Type.Union([Type.String(), Type.Null()]),
  periodKey: Type.String(),
  from: Type.String(),
  to: Type.String(),
  figures: Type.Record(Type.String(), Type.String()),
  tier: Type.Integer(),
  rateBp: Type.Integer(),
  base: Minor,
  amount: Minor,
  status: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
});
export const SettlementPage = Type.Object({
  items: Type.Array(SettlementItem),
  pageNo: Type.Integer(),
  totalPages: Type.Integer(),
  amount: Minor,
  scale: Type.Integer(),
});

export const SettleRunBody = Type.Object(
  {
    cadence: literals(CADENCES),
    /** An instant inside the period to settle (ISO 8601); default: the last closed period. */
    at: Type.Optional(Type.String({ format: 'date-time' })),
    dryRun: Type.Optional(Type.Boolean()),
    /** Only this kind; default every kind settled on the cadence. */
    kind: Type.Optional(literals(CONTRACT_KINDS)),
  },
  { additionalProperties: false },
);
export const SettleRun = Type.Object({
  cadence: Type.String(),
  periodKey: Type.String(),
  from: Type.String(),
  to: Type.String(),
  lines: Type.Array(
    Type.Object({
      contractId: Type.Integer(),
      kind: Type.String(),
      holderId: Type.Integer(),
      issuerId: Type.Union([Type.Integer(), Type.Null()]),
      figures: Type.Record(Type.String(), Type.String()),
      tier: Type.Integer(),
      rateBp: Type.Integer(),
      base: Minor,
      amount: Minor,
      /** 'preview' in a dry run, 'settled_before' when the period was already settled. */
      status: Type.String(),
    }),
  ),
});

export type OfferBodyDto = Static<typeof OfferBody>;
export type TopContractBodyDto = Static<typeof TopContractBody>;
export type ContractItemDto = Static<typeof ContractItem>;
export type SettlementItemDto = Static<typeof SettlementItem>;
export type SettlementPageDto = Static<typeof SettlementPage>;
export type SettleRunBodyDto = Static<typeof SettleRunBody>;
export type SettleRunDto = Static<typeof SettleRun>;
export type TermsDto = Static<typeof Terms>;
