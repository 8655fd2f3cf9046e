import fc from 'fast-check';
import { atAndAround } from '../../../support/arbitraries';
import { describe, expect, it } from 'vitest';
import {
  checkProofImage,
  checkReceiptClaim,
  receiptDeadline,
  receiptOf,
  receiptOverdue,
  type ReceiptClaim,
  type ReceiptSubject,
} from '../../../../core/domain/wallet/withdrawal-receipt';

const MINUTE = 60_000;
const amount = fc.bigInt({ min: 1n, max: 10n ** 15n });
const minutes = fc.integer({ min: 1, max: 24 * 60 });
const approvedAt = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true });

const claimFor = (total: bigint): fc.Arbitrary<ReceiptClaim> =>
  fc.oneof(
    fc.constant<ReceiptClaim>({ kind: 'received' }),
    fc.constant<ReceiptClaim>({ kind: 'not_received' }),
    fc
      .record({ received: fc.bigInt({ min: -5n, max: total + 5n }), remaining: fc.bigInt({ min: -5n, max: total + 5n }) })
      .map((r): ReceiptClaim => ({ kind: 'partly_received', ...r })),
    total > 1n
      ? fc.bigInt({ min: 1n, max: total - 1n }).map((r): ReceiptClaim => ({ kind: 'partly_received', received: r, remaining: total - r }))
      : fc.constant<ReceiptClaim>({ kind: 'received' }),
  );

const openSubject = fc
  .record({ amount, approvedAt })
  .map(({ amount: a, approvedAt: at }): ReceiptSubject => ({ amount: a, approved: true, approvedAt: at, receipt: null }));

describe('withdrawal receipt rules', () => {
  it('an accepted receipt always accounts for the whole amount, with no negative part', () => {
    fc.assert(
      fc.property(
        openSubject.chain((s) => fc.tuple(fc.constant(s), claimFor(s.amount), minutes, fc.integer({ min: 0, max: 24 * 60 * MINUTE }))),
        ([subject, claim, mins, elapsed]) => {
          const now = new Date(subject.approvedAt!.getTime() + elapsed);
          const checked = checkReceiptClaim(subject, claim, now, mins);
          fc.pre(checked.ok);
          const { receipt } = checked.value;
          expect(receipt.received + receipt.remaining).toBe(subject.amount);
          expect(receipt.received >= 0n && receipt.remaining >= 0n).toBe(true);
          expect(receipt.kind).toBe(claim.kind);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a partial receipt is accepted exactly when both parts are positive and sum to the amount', () => {
    fc.assert(
      fc.property(
        openSubject.chain((s) => fc.tuple(fc.constant(s), fc.bigInt({ min: -3n, max: s.amount + 3n }), fc.bigInt({ min: -3n, max: s.amount + 3n }))),
        ([subject, received, remaining]) => {
          const checked = checkReceiptClaim(subject, { kind: 'partly_received', received, remaining }, subject.approvedAt!, 30);
          expect(checked.ok).toBe(received > 0n && remaining > 0n && received + remaining === subject.amount);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('claims are accepted only before the deadline; at and after it the withdrawal is overdue and the claim closed', () => {
    fc.assert(
      fc.property(openSubject, minutes, fc.integer({ min: -10 * MINUTE, max: 10 * MINUTE }), (subject, mins, offset) => {
        const deadline = receiptDeadline(subject.approvedAt!, mins);
        const now = new Date(deadline.getTime() + offset);
        const checked = checkReceiptClaim(subject, { kind: 'received' }, now, mins);
        expect(receiptOverdue(subject, now, mins)).toBe(offset >= 0);
        expect(checked.ok).toBe(offset < 0);
        if (!checked.ok) expect(checked.error.code).toBe('wallet.receipt_closed');
      }),
    );
  });

  it('once recorded, the same claim is answered as a repeat (even late) and any other claim is refused', () => {
    fc.assert(
      fc.property(
        openSubject.chain((s) => fc.tuple(fc.constant(s), claimFor(s.amount), claimFor(s.amount))),
        ([subject, first, second]) => {
          const recorded = checkReceiptClaim(subject, first, subject.approvedAt!, 30);
          fc.pre(recorded.ok);
          const after = { ...subject, receipt: recorded.value.receipt };
          const late = new Date(subject.approvedAt!.getTime() + 365 * 24 * 60 * MINUTE);
          const again = checkReceiptClaim(after, second, late, 30);
          const same =
            JSON.stringify(receiptOf(second, subject.amount), (_k, v) => (typeof v === 'bigint' ? v.toString() : v)) ===
            JSON.stringify(recorded.value.receipt, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
          expect(again.ok).toBe(same);
          if (again.ok) expect(again.value.repeated).toBe(true);
          else expect(again.error.code).toBe('wallet.receipt_confirmed');
          expect(receiptOverdue(after, late, 30)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('nothing can be claimed on a withdrawal that is not approved', () => {
    fc.assert(
      fc.property(amount, approvedAt, (a, at) => {
        const subject = { amount: a, approved: false, approvedAt: null, receipt: null };
        expect(checkReceiptClaim(subject, { kind: 'received' }, at, 30)).toEqual({ ok: false, error: { code: 'wallet.withdrawal_not_approved' } });
        expect(receiptOverdue(subject, at, 30)).toBe(false);
      }),
    );
  });
});

describe('checkProofImage', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
  const withTail = (head: Uint8Array, tail: Uint8Array) => Uint8Array.from([...head, ...tail]);

  it('tells PNG and JPEG apart by their first bytes, whatever follows', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 256 }), (tail) => {
        expect(checkProofImage(withTail(png, tail))).toEqual({ ok: true, value: 'image/png' });
        expect(checkProofImage(withTail(jpeg, tail))).toEqual({ ok: true, value: 'image/jpeg' });
      }),
    );
  });

  it('refuses any bytes that start with neither signature', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (bytes) => {
        const isPng = png.every((b, i) => bytes[i] === b);
        const isJpeg = jpeg.slice(0, 3).every((b, i) => bytes[i] === b);
        fc.pre(!isPng && !isJpeg);
        expect(checkProofImage(bytes)).toMatchObject({ ok: false, error: { code: 'wallet.proof_not_image', field: 'proof' } });
      }),
    );
  });

  it('property: refuses nothing at all, takes up to 5 MB and refuses a byte more', () => {
    expect(checkProofImage(new Uint8Array())).toMatchObject({ ok: false, error: { code: 'validation.required' } });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    fc.assert(
      fc.property(atAndAround(5 * 1024 * 1024), (size) => {
        expect(checkProofImage(big.subarray(0, size))).toEqual(
          size <= 5 * 1024 * 1024
            ? { ok: true, value: 'image/png' }
            : { ok: false, error: { code: 'wallet.proof_too_large', field: 'proof', params: { max: 5 * 1024 * 1024 } } },
        );
      }),
    );
  });
});
