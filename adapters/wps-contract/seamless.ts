import { Type, type Static } from 'typebox';
import { Minor as Balance } from './wallet';

/** Headers of every provider call: who calls, and HMAC-SHA256(secret, raw body) in hex. */
export const PROVIDER_HEADER = 'x-provider';
export const SIGNATURE_HEADER = 'x-signature';

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });
const PlayerId = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });
/** An amount a provider sends; the bounds of `seamless` settings apply beyond this. */
const Minor = Type.String({ pattern: '^[0-9]{1,15}$', description: 'minor units' });
const Currency = Type.String({ pattern: '^[A-Z]{3}$' });

export const AuthenticateBody = Type.Object({ token: Type.String({ maxLength: 128, pattern: '^[A-Za-z0-9_-]{16,128}$' }) }, { additionalProperties: false });
export const BalanceBody = Type.Object({ playerId: PlayerId }, { additionalProperties: false });
export const BetBody = Type.Object(
  {
    playerId: PlayerId,
    token: Type.String({ maxLength: 128, pattern: '^[A-Za-z0-9_-]{16,128}$' }),
    txId: Id,
    roundId: Id,
    gameCode: Id,
    amount: Minor,
    currency: Currency,
  },
  { additionalProperties: false },
);
export const WinBody = Type.Object(
  { playerId: PlayerId, txId: Id, roundId: Id, gameCode: Id, amount: Minor, currency: Currency },
  { additionalProperties: false },
);
export const RollbackBody = Type.Object({ playerId: PlayerId, txId: Id, roundId: Id, betTxId: Id }, { additionalProperties: false });
export const EndRoundBody = Type.Object({ playerId: PlayerId, roundId: Id }, { additionalProperties: false });

// A balance answered is any the ledger can hold (bigint), so an answer after a committed move cannot fail its schema.
export const WalletAnswer = Type.Object({ balance: Balance, currency: Type.String(), txId: Type.Optional(Type.String()) });
export const AuthenticatedPlayer = Type.Object({ playerId: Type.String(), balance: Balance, currency: Type.String(), openRounds: Type.Array(Type.String()) });

export const ProviderBody = Type.Object({ code: Type.String({ maxLength: 32, pattern: '^[A-Z0-9_]{2,32}$' }) }, { additionalProperties: false });
export const CreatedProvider = Type.Object({ code: Type.String(), secret: Type.String(), currency: Type.String() });

export type WalletAnswerDto = Static<typeof WalletAnswer>;
export type CreatedProviderDto = Static<typeof CreatedProvider>;
