import type { PaymentCheckout, PaymentOrder, PaymentSigner } from '../../core/platform/wallet/ports';

/** What the hosted page needs to show and settle an order, and where the player goes afterwards. */
export interface CheckoutSession {
  readonly orderId: string;
  readonly amount: bigint;
  readonly currency: string;
  readonly scale: number;
  readonly merchantName: string;
  readonly returnUrl: string;
}

const encoder = new TextEncoder();

/**
 * The checkout link carries the order itself, signed with the merchant's secret, so the demo
 * provider keeps no state: `<base64url JSON>.<HMAC hex>`.
 */
export function encodeSession(session: CheckoutSession, signer: PaymentSigner): string {
  const data = Buffer.from(JSON.stringify({ ...session, amount: session.amount.toString() })).toString('base64url');
  return `${data}.${signer.sign(encoder.encode(data))}`;
}

export function decodeSession(token: string, signer: PaymentSigner): CheckoutSession | null {
  const [data, mac, extra] = token.split('.');
  if (!data || !mac || extra !== undefined || !signer.verify(encoder.encode(data), mac)) return null;
  const value = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Omit<CheckoutSession, 'amount'> & { amount: string };
  return { ...value, amount: BigInt(value.amount) };
}

/** Our side of the demo provider: the hosted page's address for an order, returning to the member's deposit page. */
export class DemoPspCheckout implements PaymentCheckout {
  constructor(private readonly signer: PaymentSigner) {}

  checkoutUrl(order: PaymentOrder): string {
    const returnUrl = `/member?page=depositv2&order=${order.orderId}`;
    return `/psp/checkout?token=${encodeSession({ ...order, returnUrl }, this.signer)}`;
  }
}
