import type { WalletLedger } from '../../../core/platform/wallet/ports';

/**
 * Balances and claimed idempotency keys. Like the SQL ledger: crediting a wallet that was never
 * opened rejects; a key moves money at most once; system accounts may go negative.
 */
export class InMemoryWalletLedger implements WalletLedger {
  private readonly wallets = new Map<number, { currency: string; balance: bigint }>();
  private readonly system = new Map<string, bigint>();
  private readonly claimed = new Set<string>();

  async openMainWallet(accountId: number, currency: string): Promise<void> {
    if (!this.wallets.has(accountId)) this.wallets.set(accountId, { currency, balance: 0n });
  }

  async mainBalance(accountId: number): Promise<bigint> {
    return this.wallets.get(accountId)?.balance ?? 0n;
  }

  async creditFromSystem(systemCode: string, accountId: number, amount: bigint, idempotencyKey: string, _kind: string): Promise<void> {
    const wallet = this.wallets.get(accountId);
    if (!wallet) throw new Error(`ledger: no main wallet for account ${accountId}`);
    if (amount <= 0n) throw new Error('ledger: amount must be positive');
    await Promise.resolve();
    if (this.claimed.has(idempotencyKey)) return;
    this.claimed.add(idempotencyKey);
    this.system.set(systemCode, (this.system.get(systemCode) ?? 0n) - amount);
    wallet.balance += amount;
  }

  /** Test helper: a system account's balance (negative: it has paid out). */
  systemBalance(code: string): bigint {
    return this.system.get(code) ?? 0n;
  }
}
