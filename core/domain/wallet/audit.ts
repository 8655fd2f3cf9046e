/** What a ledger audit finds: every balance recomputed from the transfers. */
export interface AuditReport {
  readonly accounts: number;
  readonly transfers: number;
  /** Accounts whose stored balance or hold differs from the one recomputed from transfers. */
  readonly mismatches: readonly { code: string; stored: bigint; computed: bigint; heldStored: bigint; heldComputed: bigint }[];
  readonly sumOfBalances: bigint;
  /** Idempotency keys applied twice, plus pending transfers resolved twice. */
  readonly duplicateKeys: number;
  readonly negativeAccounts: readonly string[];
  readonly ok: boolean;
}
