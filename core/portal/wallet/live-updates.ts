/** A new available balance of one of the member's wallets, pushed by the server after a movement. */
export interface BalanceUpdate {
  readonly code: string;
  readonly available: bigint;
}

/** The member's live channel; `connect` returns the function that closes it. */
export interface LiveUpdates {
  connect(onBalance: (update: BalanceUpdate) => void): () => void;
}
