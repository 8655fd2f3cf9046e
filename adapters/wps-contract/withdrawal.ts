import { Type, type Static } from 'typebox';
import { Text } from './fields';

const DecimalAmount = Type.String({
  maxLength: 24,
  pattern: '^[0-9]*(\\.[0-9]*)?$',
  description: 'amount in major units, e.g. "100.50", at most the currency scale in decimals',
});
const Minor = Type.String({ pattern: '^-?[0-9]+$', description: 'minor units as an integer string' });
const Id = Type.String({ pattern: '^[0-9]{1,10}$' });

const WithdrawHold = Type.Union([
  Type.Literal('turnover'),
  Type.Literal('below_minimum'),
  Type.Literal('above_maximum'),
  Type.Literal('closed'),
  Type.Literal('not_real_money'),
]);

export const WithdrawMethod = Type.Object({
  enabled: Type.Boolean(),
  min: Minor,
  max: Minor,
  scale: Type.Integer(),
  autoReceiptMinutes: Type.Integer(),
  /** What one request may take now (`now`) out of the main balance, and why not more (`hold`, null when nothing is held back). */
  withdrawable: Type.Object({
    balance: Minor,
    now: Minor,
    hold: Type.Union([WithdrawHold, Type.Null()]),
    turnoverMissing: Minor,
  }),
});

export const BankAccountBody = Type.Object(
  { bankName: Text(64), accountNumber: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9 -]*$' }), accountName: Text(64) },
  { additionalProperties: false },
);

/** Numbers are masked to their last four characters, except in the owner's bind answer. */
export const BankAccount = Type.Object({
  id: Type.Integer(),
  bankName: Type.String(),
  accountNumber: Type.String(),
  accountName: Type.String(),
  createdAt: Type.String(),
});

export const BankAccountList = Type.Object({
  payeeName: Type.Union([Type.String(), Type.Null()]),
  limit: Type.Integer(),
  accounts: Type.Array(BankAccount),
});

export const WithdrawBody = Type.Object(
  {
    amount: DecimalAmount,
    bankAccountId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    paymentPassword: Text(128),
    requestKey: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })),
  },
  { additionalProperties: false },
);

const Status = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

export const Withdrawal = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  amount: Minor,
  scale: Type.Integer(),
  bankName: Type.String(),
  accountNumber: Type.String(),
  accountName: Type.String(),
  status: Status,
  reason: Type.Union([Type.String(), Type.Null()]),
  receipt: Type.Union([
    Type.Null(),
    Type.Object({
      kind: Type.Union([Type.Literal('received'), Type.Literal('not_received'), Type.Literal('partly_received'), Type.Literal('auto_received')]),
      received: Minor,
      remaining: Minor,
    }),
  ]),
  hasProof: Type.Boolean(),
  /** When an unconfirmed receipt will count as received (approved withdrawals only). */
  receiptDeadline: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
});

export const WithdrawalList = Type.Array(Withdrawal);
export const WithdrawalIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export const WithdrawalListQuery = Type.Object({ status: Type.Optional(Status) }, { additionalProperties: false });

/** "Not received" goes to its own route with the proof image as the body. */
export const ReceiptBody = Type.Object(
  {
    outcome: Type.Union([Type.Literal('received'), Type.Literal('partly_received')]),
    received: Type.Optional(DecimalAmount),
    remaining: Type.Optional(DecimalAmount),
  },
  { additionalProperties: false },
);

export type WithdrawMethodDto = Static<typeof WithdrawMethod>;
export type BankAccountDto = Static<typeof BankAccount>;
export type BankAccountListDto = Static<typeof BankAccountList>;
export type WithdrawalDto = Static<typeof Withdrawal>;
export type WithdrawBodyDto = Static<typeof WithdrawBody>;
export type ReceiptBodyDto = Static<typeof ReceiptBody>;
