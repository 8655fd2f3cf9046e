import type { FailureCode } from '../kernel/failure-code';
import { ok, fail, type Result } from '../kernel/result';
import { utf8Decode } from '../kernel/utf8';

export type PaymentOutcome = 'success' | 'failed';

/** What the payment provider tells us about one order. */
export interface PaymentNotice {
  readonly orderId: string;
  readonly amount: bigint;
  readonly currency: string;
  readonly outcome: PaymentOutcome;
}

/** The order as we stored it; 'approving' is a credit under way, 'rejected' a support decision. */
export interface OrderState {
  readonly status: 'pending' | 'approving' | 'approved' | 'rejected' | 'failed';
  readonly amount: bigint;
  readonly currency: string | null;
}

export type CallbackDecision =
  | { readonly action: 'credit' }
  | { readonly action: 'fail' }
  /** The order is already where the notice would put it: answer as before, change nothing. */
  | { readonly action: 'answer' }
  | { readonly action: 'refuse'; readonly code: FailureCode };

export const ORDER_ID = /^PP[0-9a-f]{24}$/;

/** A fresh order id from 12 random bytes. */
export function orderIdFrom(bytes: Uint8Array): string {
  return 'PP' + Array.from(bytes.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The callback rule: the notice must match the order's amount and currency exactly; a pending
 * order is credited or failed; a notice agreeing with a finished order is answered again; a notice
 * contradicting a finished order (a late success after a failure, a failure after a credit) is refused.
 */
export function decideCallback(order: OrderState, notice: PaymentNotice): CallbackDecision {
  if (notice.currency !== order.currency) return { action: 'refuse', code: 'payment.currency_mismatch' };
  if (notice.amount !== order.amount) return { action: 'refuse', code: 'payment.amount_mismatch' };
  const success = notice.outcome === 'success';
  switch (order.status) {
    case 'pending':
      return { action: success ? 'credit' : 'fail' };
    case 'approving':
      return success ? { action: 'credit' } : { action: 'refuse', code: 'payment.order_decided' };
    case 'approved':
      return success ? { action: 'answer' } : { action: 'refuse', code: 'payment.order_decided' };
    case 'rejected':
    case 'failed':
      return success ? { action: 'refuse', code: 'payment.order_decided' } : { action: 'answer' };
  }
}

const MINOR = /^[1-9][0-9]{0,17}$/;
const CURRENCY = /^[A-Z]{3}$/;

/** The callback body: UTF-8 JSON `{ orderId, amount (minor units as text), currency, status }`. */
export function parseNotice(body: Uint8Array): Result<PaymentNotice> {
  const text = utf8Decode(Array.from(body));
  let value: unknown;
  try {
    value = text === null ? null : JSON.parse(text);
  } catch {
    value = null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return fail('payment.malformed_callback');
  const { orderId, amount, currency, status } = value as Record<string, unknown>;
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) return fail('payment.malformed_callback', { field: 'orderId' });
  if (typeof amount !== 'string' || !MINOR.test(amount)) return fail('payment.malformed_callback', { field: 'amount' });
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return fail('payment.malformed_callback', { field: 'currency' });
  if (status !== 'success' && status !== 'failed') return fail('payment.malformed_callback', { field: 'status' });
  return ok({ orderId, amount: BigInt(amount), currency, outcome: status });
}

/** The body the provider sends, in the one form parseNotice reads back. */
export function noticeBody(notice: PaymentNotice, reference: string): string {
  return JSON.stringify({ orderId: notice.orderId, amount: notice.amount.toString(), currency: notice.currency, status: notice.outcome, reference });
}
