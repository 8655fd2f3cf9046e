import { fail, ok, type Result } from '../kernel/result';

/**
 * The double-entry rules, pure: every movement takes `amount` from a debit account and gives it
 * to a credit account. A pending transfer only holds the amount on the debit side; posting it
 * moves the money, voiding it releases the hold. Accounts that may not go negative must keep
 * `balance - held >= 0`, so held money is not spendable.
 */
export type TransferFlag = 'single' | 'pending' | 'post' | 'void';

export interface LedgerAccountState {
  readonly balance: bigint;
  readonly held: bigint;
  readonly allowNegative: boolean;
}

export interface Movement {
  readonly debit: string;
  readonly credit: string;
  readonly amount: bigint;
  readonly flag: TransferFlag;
}

export function available(account: LedgerAccountState): bigint {
  return account.balance - account.held;
}

/** An idempotency key is 1 to 200 characters, for transfers and for the post or void of a hold alike. */
export function checkIdempotencyKey(key: string): Result<null> {
  if (key.length === 0 || key.length > 200) return fail('wallet.invalid_idempotency_key');
  return ok(null);
}

export function checkTransferShape(debit: string, credit: string, amount: bigint, key: string): Result<null> {
  const validKey = checkIdempotencyKey(key);
  if (!validKey.ok) return validKey;
  if (debit === credit) return fail('wallet.same_account');
  if (amount <= 0n) return fail('wallet.amount_not_positive');
  return ok(null);
}

/** The new states of the two accounts after a movement, or the reason it cannot happen. */
export function applyMovement(
  debit: LedgerAccountState,
  credit: LedgerAccountState,
  movement: Movement,
): Result<{ debit: LedgerAccountState; credit: LedgerAccountState }> {
  const { amount, flag } = movement;
  switch (flag) {
    case 'single':
      if (!debit.allowNegative && available(debit) < amount) return fail('wallet.insufficient_funds');
      return ok({ debit: { ...debit, balance: debit.balance - amount }, credit: { ...credit, balance: credit.balance + amount } });
    case 'pending':
      if (!debit.allowNegative && available(debit) < amount) return fail('wallet.insufficient_funds');
      return ok({ debit: { ...debit, held: debit.held + amount }, credit });
    case 'post':
      return ok({ debit: { ...debit, held: debit.held - amount, balance: debit.balance - amount }, credit: { ...credit, balance: credit.balance + amount } });
    case 'void':
      return ok({ debit: { ...debit, held: debit.held - amount }, credit });
  }
}
