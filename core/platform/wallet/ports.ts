import type { Result } from '../../domain/kernel/result';

/** The member-wallet slice of the ledger that account use cases need. */
export interface WalletLedger {
  /** Opens the member's main wallet; idempotent. */
  openMainWallet(accountId: number, currency: string): Promise<void>;
  mainBalance(accountId: number): Promise<bigint>;
  /**
   * Moves `amount` minor units from a system account into the member's main wallet, once per key:
   * a replay with the same payload moves nothing and succeeds, another payload under the same key
   * is `wallet.idempotency_conflict`, a member without a wallet is `wallet.unknown_account`.
   */
  creditFromSystem(systemCode: string, accountId: number, amount: bigint, idempotencyKey: string, kind: string): Promise<Result<null>>;
}
