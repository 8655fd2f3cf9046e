import { Type, type Static } from 'typebox';
import { Day } from './fields';
import { Minor } from './wallet';

export const BetsQuery = Type.Object(
  {
    gameType: Type.Optional(Type.String({ pattern: '^[A-Z_]{1,12}$' })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
  },
  { additionalProperties: false },
);

export const PeriodQuery = Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) }, { additionalProperties: false });

const Totals = { count: Type.Integer(), bet: Minor, validBet: Minor, win: Minor, profit: Minor };

export const BetItem = Type.Object({
  roundId: Type.Integer(),
  gameCode: Type.String(),
  gameName: Type.String(),
  vendor: Type.String(),
  gameType: Type.String(),
  gameClassify: Type.Union([Type.String(), Type.Null()]),
  bet: Minor,
  validBet: Minor,
  win: Minor,
  profit: Minor,
  status: Type.Union([Type.Literal('open'), Type.Literal('settled'), Type.Literal('cancelled')]),
  startedAt: Type.String({ format: 'date-time' }),
  endedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  house: Type.Boolean({ description: 'our own game: the verify page recomputes it' }),
});

export const BetPage = Type.Object({
  items: Type.Array(BetItem),
  pageNo: Type.Integer(),
  totalPages: Type.Integer(),
  totals: Type.Object(Totals),
  scale: Type.Integer(),
});

export const ProfitSummary = Type.Object({ items: Type.Array(Type.Object({ gameType: Type.String(), ...Totals })), scale: Type.Integer() });

export const RoundIdParams = Type.Object({ roundId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }, { additionalProperties: false });

const StepKind = Type.Union([Type.Literal('bet'), Type.Literal('outcome'), Type.Literal('win'), Type.Literal('rollback'), Type.Literal('refund')]);

export const RoundStep = Type.Object({
  seq: Type.Integer({ minimum: 1 }),
  kind: StepKind,
  txId: Type.String(),
  amount: Minor,
  at: Type.String({ format: 'date-time' }),
  detail: Type.Record(Type.String(), Type.Unknown(), {
    description: "a bet's choices, an outcome, or `by` (resume, timeout) for a step made after the round's request stopped",
  }),
  balanceAfter: Type.Union([Minor, Type.Null()]),
});

export const RoundLog = Type.Object({
  roundId: Type.Integer(),
  provider: Type.String(),
  roundRef: Type.String(),
  accountId: Type.Integer(),
  player: Type.String(),
  gameCode: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  startedAt: Type.String({ format: 'date-time' }),
  endedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  balanceBefore: Type.Union([Minor, Type.Null()]),
  balanceAfter: Type.Union([Minor, Type.Null()]),
  stake: Minor,
  win: Minor,
  steps: Type.Array(RoundStep),
  fairness: Type.Union([
    Type.Object({ serverSeedHash: Type.String(), clientSeed: Type.String(), nonce: Type.Integer(), serverSeed: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
  detail: Type.Record(Type.String(), Type.Unknown()),
  scale: Type.Integer(),
});

export type BetsQueryDto = Static<typeof BetsQuery>;
export type BetPageDto = Static<typeof BetPage>;
export type ProfitSummaryDto = Static<typeof ProfitSummary>;
export type RoundLogDto = Static<typeof RoundLog>;
