import { Type, type Static } from 'typebox';
import { Text } from './fields';
import { RequestId } from './transfer';
import { Minor } from './wallet';

const Instant = Type.String({ format: 'date-time' });

export const AuditQuery = Type.Object(
  {
    /** An account name, or visitor, system or operator. */
    actor: Type.Optional(Text(64)),
    /** A kind ('deposit.approved') or its first part ('deposit'). */
    kind: Type.Optional(Type.String({ maxLength: 64, pattern: '^[a-z_]+(\\.[a-z_]+)*$' })),
    /** From this instant, included, to that one, excluded. */
    from: Type.Optional(Instant),
    to: Type.Optional(Instant),
    pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    pageSize: Type.Optional(Type.String({ pattern: '^([1-9][0-9]?|100)$' })),
  },
  { additionalProperties: false },
);

export const AuditItem = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor: Type.Union([Type.Literal('account'), Type.Literal('visitor'), Type.Literal('system'), Type.Literal('operator')]),
  actorId: Type.Union([Type.Integer(), Type.Null()]),
  account: Type.Union([Type.String(), Type.Null()]),
  /** The acting account's role under today's account types; for the other actors, the actor. */
  role: Type.Union([Type.String(), Type.Null()]),
  kind: Type.String(),
  subject: Type.String(),
  detail: Type.Unknown(),
  /** The entry's link in the hash chain, hex. */
  hash: Type.String(),
});

export const AuditPage = Type.Object({ items: Type.Array(AuditItem), pageNo: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() });

export const AuditVerification = Type.Object({
  ok: Type.Boolean(),
  entries: Type.Integer(),
  lastId: Type.Union([Type.Integer(), Type.Null()]),
  broken: Type.Union([
    Type.Object({
      id: Type.Integer(),
      problem: Type.Union([Type.Literal('prev_hash_mismatch'), Type.Literal('hash_mismatch'), Type.Literal('head_mismatch')]),
    }),
    Type.Null(),
  ]),
});

export const WalletAdjustBody = Type.Object(
  {
    account: Text(64),
    /** Major units, signed: "-25.50" debits the member. */
    amount: Type.String({ maxLength: 25, pattern: '^[-+]?[0-9]*(\\.[0-9]*)?$' }),
    reason: Text(500),
    requestId: RequestId,
  },
  { additionalProperties: false },
);

export const WalletAdjustment = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  amount: Minor,
  reason: Type.String(),
  balanceAfter: Minor,
  scale: Type.Integer(),
  createdAt: Type.String(),
  replayed: Type.Boolean(),
});

export type AuditQueryDto = Static<typeof AuditQuery>;
export type AuditPageDto = Static<typeof AuditPage>;
export type AuditVerificationDto = Static<typeof AuditVerification>;
export type WalletAdjustBodyDto = Static<typeof WalletAdjustBody>;
export type WalletAdjustmentDto = Static<typeof WalletAdjustment>;
