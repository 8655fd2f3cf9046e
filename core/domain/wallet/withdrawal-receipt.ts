import { fail, ok, type Result } from '../kernel/result';
import { imageTypeOf, UPLOAD_MAX_BYTES, type ImageType } from '../system/uploads';

/** How the player says the paid-out money arrived; `auto_received` is the sweep's answer for silence. */
export type ReceiptKind = 'received' | 'not_received' | 'partly_received' | 'auto_received';

export type ReceiptClaim =
  | { readonly kind: 'received' }
  | { readonly kind: 'not_received' }
  | { readonly kind: 'partly_received'; readonly received: bigint; readonly remaining: bigint };

export interface Receipt {
  readonly kind: ReceiptKind;
  /** Minor units the player says arrived (the whole amount unless partly or not received). */
  readonly received: bigint;
  readonly remaining: bigint;
}

/** The parts of a withdrawal the receipt rules look at. */
export interface ReceiptSubject {
  readonly amount: bigint;
  readonly approved: boolean;
  readonly approvedAt: Date | null;
  readonly receipt: Receipt | null;
}

const MINUTE_MS = 60_000;

/** Past this instant an unconfirmed approved withdrawal counts as received. */
export function receiptDeadline(approvedAt: Date, autoReceiptMinutes: number): Date {
  return new Date(approvedAt.getTime() + autoReceiptMinutes * MINUTE_MS);
}

export function receiptOverdue(subject: ReceiptSubject, now: Date, autoReceiptMinutes: number): boolean {
  return subject.approved && subject.receipt === null && subject.approvedAt !== null && now >= receiptDeadline(subject.approvedAt, autoReceiptMinutes);
}

/** The receipt a claim records: amounts always sum to the withdrawal's amount. */
export function receiptOf(claim: ReceiptClaim, amount: bigint): Receipt {
  switch (claim.kind) {
    case 'received':
      return { kind: 'received', received: amount, remaining: 0n };
    case 'not_received':
      return { kind: 'not_received', received: 0n, remaining: amount };
    case 'partly_received':
      return { kind: 'partly_received', received: claim.received, remaining: claim.remaining };
  }
}

/** A partial receipt: two positive amounts that together are the withdrawal's amount. */
export function checkPartialAmounts(amount: bigint, received: bigint, remaining: bigint): Result<null> {
  if (received <= 0n) return fail('wallet.amount_not_positive', { field: 'received' });
  if (remaining <= 0n) return fail('wallet.amount_not_positive', { field: 'remaining' });
  if (received + remaining !== amount) return fail('wallet.receipt_amounts_mismatch', { field: 'remaining' });
  return ok(null);
}

const sameReceipt = (a: Receipt, b: Receipt) => a.kind === b.kind && a.received === b.received && a.remaining === b.remaining;

/**
 * Whether the player may record this claim now: only on an approved withdrawal, before the
 * auto-receipt deadline, once (repeating the recorded claim is answered with it, another claim is
 * refused); a partial receipt needs two positive amounts that sum to the withdrawal's amount.
 */
export function checkReceiptClaim(
  subject: ReceiptSubject,
  claim: ReceiptClaim,
  now: Date,
  autoReceiptMinutes: number,
): Result<{ receipt: Receipt; repeated: boolean }> {
  if (!subject.approved || subject.approvedAt === null) return fail('wallet.withdrawal_not_approved');
  const receipt = receiptOf(claim, subject.amount);
  if (subject.receipt !== null) return sameReceipt(subject.receipt, receipt) ? ok({ receipt, repeated: true }) : fail('wallet.receipt_confirmed');
  if (receiptOverdue(subject, now, autoReceiptMinutes)) return fail('wallet.receipt_closed');
  if (claim.kind === 'partly_received') {
    const parts = checkPartialAmounts(subject.amount, claim.received, claim.remaining);
    if (!parts.ok) return parts;
  }
  return ok({ receipt, repeated: false });
}

export const PROOF_MAX_BYTES = UPLOAD_MAX_BYTES;

export type ProofType = ImageType;

/** A proof image is a PNG or a JPEG by its first bytes (whatever it claims to be), at most 5 MB. */
export function checkProofImage(bytes: Uint8Array): Result<ProofType> {
  if (bytes.length === 0) return fail('validation.required', { field: 'proof' });
  if (bytes.length > PROOF_MAX_BYTES) return fail('wallet.proof_too_large', { field: 'proof', params: { max: PROOF_MAX_BYTES } });
  const type = imageTypeOf(bytes);
  return type ? ok(type) : fail('wallet.proof_not_image', { field: 'proof' });
}
