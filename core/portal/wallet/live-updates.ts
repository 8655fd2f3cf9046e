/** A new available balance of one of the member's wallets, pushed by the server after a movement. */
export interface BalanceUpdate {
  readonly code: string;
  readonly available: bigint;
}

/** What the member's live channel tells: a new balance, that a platform message arrived, or a chat line or typing from support. */
export interface LiveListener {
  balance(update: BalanceUpdate): void;
  message(): void;
  chat(kind: 'line' | 'typing'): void;
}

/** The member's live channel; `connect` returns the function that closes it. */
export interface LiveUpdates {
  connect(listener: LiveListener): () => void;
}
