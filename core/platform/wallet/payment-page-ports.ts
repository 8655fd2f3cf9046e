/** A payment order as the provider's hosted page needs it. */
export interface PaymentOrder {
  readonly orderId: string;
  readonly amount: bigint;
  readonly currency: string;
  readonly scale: number;
  readonly merchantName: string;
}

/** The payment provider's hosted page: where to send the player to pay an order. */
export interface PaymentCheckout {
  checkoutUrl(order: PaymentOrder): string;
}

/** HMAC-SHA256 under the merchant's secret shared with the provider. */
export interface PaymentSigner {
  /** Lower-case hex. */
  sign(content: Uint8Array): string;
  /** Constant-time; false for anything that is not exactly the MAC of `content`. */
  verify(content: Uint8Array, mac: string): boolean;
}

/** Every authenticated callback and what became of it, tampering included. */
export interface PaymentCallbackJournal {
  record(entry: { orderId: string; depositId: number | null; outcome: string; body: string; at: Date }): Promise<void>;
}
