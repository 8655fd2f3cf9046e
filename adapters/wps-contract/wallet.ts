import { Type, type Static } from 'typebox';
import { ContentLanguage, Day, Text } from './fields';

/** Amounts travel as decimal text in major units ("100.50"); the currency's scale says how many decimals. */
export const DecimalAmount = Type.String({
  maxLength: 24,
  pattern: '^[0-9]*(\\.[0-9]*)?$',
  description: 'amount in major units, e.g. "100.50", at most the currency scale in decimals',
});
export const Minor = Type.String({ pattern: '^-?[0-9]+$', description: 'minor units as an integer string' });

export const BankDepositMethod = Type.Object({
  enabled: Type.Boolean(),
  min: Minor,
  max: Minor,
  scale: Type.Integer(),
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
});

export const BankDepositBody = Type.Object({ amount: DecimalAmount, payerName: Text(64), reference: Type.Optional(Text(64)) }, { additionalProperties: false });

const DepositStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('failed')]);

export const Deposit = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  method: Type.String(),
  amount: Minor,
  scale: Type.Integer(),
  payerName: Type.String(),
  reference: Type.Union([Type.String(), Type.Null()]),
  status: DepositStatus,
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  /** Payment page deposits: the order id at the provider. */
  orderId: Type.Union([Type.String(), Type.Null()]),
});

export const DepositList = Type.Array(Deposit);
export const DepositIdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,10}$' }) }, { additionalProperties: false });
export const DepositListQuery = Type.Object({ status: Type.Optional(DepositStatus) }, { additionalProperties: false });
export const RejectBody = Type.Object({ reason: Text(140) }, { additionalProperties: false });

export const TransactionsQuery = Type.Object(
  {
    type: Type.Optional(Type.String({ pattern: '^[a-z_]{1,32}$' })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
    ...ContentLanguage,
  },
  { additionalProperties: false },
);

export const Transaction = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  amount: Minor,
  balanceAfter: Minor,
  status: Type.Union([Type.Literal('done'), Type.Literal('pending'), Type.Literal('released')]),
  reference: Type.Union([Type.String(), Type.Null()]),
  subject: Type.Union([
    Type.Object({ kind: Type.Literal('game'), names: Type.Object({ EN: Type.String(), UR: Type.String() }) }),
    Type.Object({ kind: Type.Literal('promotion'), title: Type.String() }),
    Type.Object({ kind: Type.Literal('wallets'), from: Type.String(), to: Type.String() }),
    Type.Object({ kind: Type.Literal('order'), id: Type.Integer() }),
    Type.Null(),
  ]),
  createdAt: Type.String(),
});

export const TransactionPage = Type.Object({
  items: Type.Array(Transaction),
  pageNo: Type.Integer(),
  totalPages: Type.Integer(),
  totals: Type.Object({ credited: Minor, debited: Minor }),
  scale: Type.Integer(),
});

export type DepositDto = Static<typeof Deposit>;
export type TransactionPageDto = Static<typeof TransactionPage>;
export type BankDepositMethodDto = Static<typeof BankDepositMethod>;
