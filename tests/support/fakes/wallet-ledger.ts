import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { WalletLedger } from '../../../core/platform/wallet/ports';

/**
 * Balances and claimed idempotency keys. Like the SQL ledger: crediting a wallet that was never
 * opened fails; a key moves money at most once and a different payload under it is a conflict;
 * system accounts may go negative.
 */
export class InMemoryWalletLedger implements WalletLedger {
  private readonly wallets = new Map<number, { currency: string; balance: bigint }>();
  private readonly system = new Map<string, bigint>();
  private readonly claimed = new Map<string, string>();

  async openMainWallet(accountId: number, currency: string): Promise<void> {
    if (!this.wallets.has(accountId)) this.wallets.set(accountId, { currency, balance: 0n });
  }

  async mainBalance(accountId: number): Promise<bigint> {
    return this.wallets.get(accountId)?.balance ?? 0n;
  }

  async creditFromSystem(systemCode: string, accountId: number, amount: bigint, idempotencyKey: string, kind: string): Promise<Result<null>> {
    const wallet = this.wallets.get(accountId);
    if (!wallet) return fail('wallet.unknown_account');
    if (amount <= 0n) return fail('wallet.amount_not_positive');
    await Promise.resolve();
    const payload = JSON.stringify([systemCode, accountId, amount.toString(), kind]);
    const earlier = this.claimed.get(idempotencyKey);
    if (earlier !== undefined) return earlier === payload ? ok(null) : fail('wallet.idempotency_conflict');
    this.claimed.set(idempotencyKey, payload);
    this.system.set(systemCode, (this.system.get(systemCode) ?? 0n) - amount);
    wallet.balance += amount;
    return ok(null);
  }

  /** Test helper: a system account's balance (negative: it has paid out). */
  systemBalance(code: string): bigint {
    return this.system.get(code) ?? 0n;
  }
}
