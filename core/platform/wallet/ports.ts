/** The part of the ledger the foundation needs; the wallet issue grows it. */
export interface WalletLedger {
  /** Opens the member's main wallet; idempotent. */
  openMainWallet(accountId: number, currency: string): Promise<void>;
  mainBalance(accountId: number): Promise<bigint>;
  /** Moves `amount` minor units from a system account into the member's main wallet, once per key. */
  creditFromSystem(systemCode: string, accountId: number, amount: bigint, idempotencyKey: string, kind: string): Promise<void>;
}
