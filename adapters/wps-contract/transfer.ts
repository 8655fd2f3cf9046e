import { Type, type Static } from 'typebox';
import { printablePattern } from '../../core/domain/kernel/free-text';
import { Text } from './fields';
import { DecimalAmount, Minor } from './wallet';

/** 'main' or a vendor code. */
const WalletName = Type.String({ pattern: '^[A-Za-z0-9]{1,8}$' });
export const RequestId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: printablePattern('line'),
  description: "the client's id for one submit; a retry sends the same id (8-64 of A-Z a-z 0-9 _ -)",
});

export const MerchantWallet = Type.Object({ isSingle: Type.Boolean() });

export const WalletBalances = Type.Object({
  isSingle: Type.Boolean(),
  scale: Type.Integer(),
  main: Minor,
  wallets: Type.Array(Type.Object({ code: Type.String(), balance: Minor })),
  total: Minor,
});

export const ConsolidatedFunds = Type.Object({ total: Minor, scale: Type.Integer() });

export const WalletTransferBody = Type.Union([
  Type.Object({ from: WalletName, to: WalletName, amount: DecimalAmount, requestId: RequestId }, { additionalProperties: false }),
  Type.Object({ recallAll: Type.Literal(true), requestId: RequestId }, { additionalProperties: false }),
]);

/** What a wallet transfer or a recall moved (nothing more on a replay). */
export const WalletTransferResult = Type.Object({
  moved: Type.Array(Type.Object({ from: Type.String(), to: Type.String(), amount: Minor })),
  replayed: Type.Boolean(),
  scale: Type.Integer(),
});

const TeamMember = Type.Object({ account: Type.String(), nickname: Type.String() });

export const TeamTargets = Type.Object({ upline: Type.Union([TeamMember, Type.Null()]), downlines: Type.Array(TeamMember) });

export const TeamTransferBody = Type.Object(
  { recipient: Text(64), amount: DecimalAmount, paymentPassword: Text(64), requestId: RequestId },
  { additionalProperties: false },
);

export const TeamTransferResult = Type.Object({ recipient: Type.String(), amount: Minor, replayed: Type.Boolean(), scale: Type.Integer() });

export const UplineBody = Type.Object({ upline: Text(64) }, { additionalProperties: false });
export const UplineLink = Type.Object({ account: Type.String(), upline: Type.String() });

export type WalletBalancesDto = Static<typeof WalletBalances>;
export type WalletTransferBodyDto = Static<typeof WalletTransferBody>;
export type WalletTransferResultDto = Static<typeof WalletTransferResult>;
export type TeamTargetsDto = Static<typeof TeamTargets>;
export type TeamTransferResultDto = Static<typeof TeamTransferResult>;
