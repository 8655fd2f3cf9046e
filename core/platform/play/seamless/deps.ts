import { realMoneyRefusal, roleOfType } from '../../../domain/access/roles';
import type { Clock } from '../../../domain/kernel/ports';
import { fail, ok, type Result } from '../../../domain/kernel/result';
import type { SeamlessLimits } from '../../../domain/play/seamless-rules';
import type { AccountRepository, SessionRepository, TokenIssuer } from '../../access/ports';
import type { SettingsRepository } from '../../system/ports';
import { LEDGER_CODES } from '../../wallet/ledger';
import { type Ledger } from '../../wallet/ports';
import type { FairCrypto, PlaySessionRepository, RoundRepository } from '../ports';
import type { ProtectionGuard } from '../../protection/guard';
import type {
  AnsweredTransaction,
  GameProvider,
  GameProviderRepository,
  KeyedLock,
  ProviderTransaction,
  ProviderTransactionRepository,
  SeamlessReads,
} from './ports';

export interface SeamlessDeps {
  readonly providers: GameProviderRepository;
  /** A money call's reads, in one round trip. */
  readonly reads: SeamlessReads;
  readonly transactions: ProviderTransactionRepository;
  readonly rounds: RoundRepository;
  readonly sessions: PlaySessionRepository;
  readonly logins: Pick<SessionRepository, 'touch'>;
  /** Maintenance, and the bounds of a bet and a win (`seamless`). */
  readonly settings: Pick<SettingsRepository, 'load'>;
  readonly ledger: Pick<Ledger, 'transfer' | 'balances'>;
  readonly tokens: TokenIssuer;
  readonly crypto: FairCrypto;
  readonly lock: KeyedLock;
  readonly clock: Clock;
  /** Breaks and wager and loss limits, checked before a stake moves. */
  readonly guard: ProtectionGuard;
  /** Who an account is (staff and trial accounts are no provider's players). */
  readonly accounts: Pick<AccountRepository, 'findById'>;
}

/** What a provider gets back from a money call. */
export type WalletAnswer = Readonly<Record<string, string>>;

export async function walletBalance(deps: Pick<SeamlessDeps, 'ledger'>, playerId: number): Promise<bigint | null> {
  const [wallet] = await deps.ledger.balances([LEDGER_CODES.memberMain(playerId)]);
  return wallet ? wallet.balance - wallet.held : null;
}

/** The account as a provider's player, with the amount bounds its calls are held to. */
export async function providerPlayer(deps: Pick<SeamlessDeps, 'accounts' | 'settings'>, playerId: number): Promise<Result<SeamlessLimits>> {
  return playerOfType(deps, (await deps.accounts.findById(playerId))?.type ?? null);
}

/** An account of this type (null: none) as a provider's player: staff and trial accounts are none. */
export async function playerOfType(deps: Pick<SeamlessDeps, 'settings'>, type: number | null): Promise<Result<SeamlessLimits>> {
  if (type === null) return fail('seamless.unknown_player');
  const settings = await deps.settings.load();
  return realMoneyRefusal(roleOfType(type, settings)) === null ? ok(settings.seamless) : fail('seamless.not_a_player');
}

/**
 * A money call whose id another call took between its read and its write (the same id from
 * another process, or a rollback's tombstone): it is read again and answered as a replay would.
 */
export const takenMeanwhile = (code: string) => code === 'seamless.answered_meanwhile' || code === 'wallet.idempotency_conflict';

/** The answer a call gets, stored under its id (the ledger adds the balance when money moves). */
export const answeredCall = (provider: GameProvider, call: Omit<AnsweredTransaction, 'provider' | 'response'>, balance?: bigint): AnsweredTransaction => ({
  ...call,
  provider: provider.code,
  response: balance === undefined ? { currency: provider.currency, txId: call.txId } : answer(balance, provider.currency, call.txId),
});

export const answer = (balance: bigint, currency: string, txId?: string): WalletAnswer => ({
  balance: balance.toString(),
  currency,
  ...(txId ? { txId } : {}),
});

/**
 * The replay rule: a known id with the same payload gets its stored answer, with another payload
 * it is refused; `null` means the id is new (or its first attempt stopped half-way) and must run.
 */
export function replayOf(known: ProviderTransaction | null, payloadHash: string): Result<WalletAnswer> | null {
  if (!known) return null;
  if (known.kind === 'tombstone') return fail('seamless.bet_cancelled');
  if (known.payloadHash !== payloadHash) return fail('seamless.duplicate_transaction');
  return known.response ? ok(known.response) : null;
}

export const payloadHash = (deps: Pick<SeamlessDeps, 'crypto'>, fields: readonly (string | number)[]): string => deps.crypto.sha256Hex(JSON.stringify(fields));

export const lockKey = (provider: Pick<GameProvider, 'code'>, playerId: number) => `${provider.code}:${playerId}`;

export const providerTxKey = (provider: GameProvider, txId: string) => `seamless:${provider.code}:${txId}`;

export function checkCurrency(provider: GameProvider, currency: string): Result<null> {
  return currency === provider.currency ? ok(null) : fail('seamless.currency_mismatch', { field: 'currency' });
}
