/** A new available balance of one of the member's wallets, pushed by the server after a movement. */
export interface BalanceUpdate {
  readonly code: string;
  readonly available: bigint;
}

/** A lottery draw was drawn, or the member's tickets in it were settled. */
export interface LotteryLiveEvent {
  readonly kind: 'drawn' | 'settled';
  readonly gameCode: string;
  readonly drawId: string;
}

/** What the member's live channel tells: a new balance, that a platform message arrived, a chat line or typing from support, a lottery draw, or that the login ended on the server (the channel then stays closed). */
export interface LiveListener {
  balance(update: BalanceUpdate): void;
  message(): void;
  chat(kind: 'line' | 'typing'): void;
  lottery(event: LotteryLiveEvent): void;
  loginEnded(): void;
}

/** The member's live channel; `connect` returns the function that closes it. */
export interface LiveUpdates {
  connect(listener: LiveListener): () => void;
}
