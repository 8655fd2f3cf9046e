import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textAround, visibleCodePoint } from '../../../support/arbitraries';
import {
  applyMovement,
  available,
  checkIdempotencyKey,
  checkTransferShape,
  type LedgerAccountState,
  type TransferFlag,
} from '../../../../core/domain/wallet/ledger-rules';

const money = fc.oneof(fc.bigInt({ min: 0n, max: 10_000n }), fc.bigInt({ min: 0n, max: 2n ** 62n }));
const positive = fc.oneof(fc.bigInt({ min: 1n, max: 10_000n }), fc.bigInt({ min: 1n, max: 2n ** 62n }));

/** A consistent account: held never negative; one that may not go negative keeps held <= balance. */
const account: fc.Arbitrary<LedgerAccountState> = fc.oneof(
  fc.tuple(money, money).map(([a, b]) => ({ balance: a > b ? a : b, held: a > b ? b : a, allowNegative: false })),
  fc.tuple(fc.bigInt({ min: -(2n ** 62n), max: 2n ** 62n }), money).map(([balance, held]) => ({ balance, held, allowNegative: true })),
);

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

const move = (debit: LedgerAccountState, credit: LedgerAccountState, amount: bigint, flag: TransferFlag) =>
  applyMovement(debit, credit, { debit: 'd', credit: 'c', amount, flag });

function moved(debit: LedgerAccountState, credit: LedgerAccountState, amount: bigint, flag: TransferFlag) {
  const result = move(debit, credit, amount, flag);
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}`);
  return result.value;
}

describe('checkIdempotencyKey and checkTransferShape', () => {
  it('property: a key is 1 to 200 characters', () => {
    fc.assert(
      fc.property(fc.oneof(textAround(1, visibleCodePoint), textAround(200, visibleCodePoint)), (key) => {
        expect(codeOf(checkIdempotencyKey(key))).toBe(key.length >= 1 && key.length <= 200 ? 'ok' : 'wallet.invalid_idempotency_key');
      }),
    );
  });

  it('refuses, in this order, a bad key, the same account on both sides, and an amount that is not positive', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 210 }),
        fc.constantFrom('a', 'b'),
        fc.constantFrom('a', 'b'),
        fc.bigInt({ min: -5n, max: 5n }),
        (key, debit, credit, amount) => {
          const expected =
            key.length === 0 || key.length > 200
              ? 'wallet.invalid_idempotency_key'
              : debit === credit
                ? 'wallet.same_account'
                : amount <= 0n
                  ? 'wallet.amount_not_positive'
                  : 'ok';
          expect(codeOf(checkTransferShape(debit, credit, amount, key))).toBe(expected);
        },
      ),
    );
  });
});

describe('applyMovement', () => {
  it('single and pending are refused exactly when an account that may not go negative lacks the available money', () => {
    fc.assert(
      fc.property(account, account, positive, fc.constantFrom<TransferFlag>('single', 'pending'), (debit, credit, amount, flag) => {
        const refused = !debit.allowNegative && available(debit) < amount;
        expect(codeOf(move(debit, credit, amount, flag))).toBe(refused ? 'wallet.insufficient_funds' : 'ok');
      }),
    );
  });

  it('single moves the amount from debit to credit, keeps the sum and the holds, and never leaves a guarded account below zero', () => {
    fc.assert(
      fc.property(account, account, positive, (debit, credit, amount) => {
        fc.pre(debit.allowNegative || available(debit) >= amount);
        const after = moved(debit, credit, amount, 'single');
        expect(after.debit).toEqual({ ...debit, balance: debit.balance - amount });
        expect(after.credit).toEqual({ ...credit, balance: credit.balance + amount });
        expect(after.debit.balance + after.credit.balance).toBe(debit.balance + credit.balance);
        if (!debit.allowNegative) expect(available(after.debit)).toBeGreaterThanOrEqual(0n);
      }),
    );
  });

  it('pending then post is single; pending then void changes nothing', () => {
    fc.assert(
      fc.property(account, account, positive, (debit, credit, amount) => {
        fc.pre(debit.allowNegative || available(debit) >= amount);
        const held = moved(debit, credit, amount, 'pending');
        expect(held.debit).toEqual({ ...debit, held: debit.held + amount });
        expect(held.credit).toEqual(credit);
        if (!debit.allowNegative) expect(available(held.debit)).toBeGreaterThanOrEqual(0n);
        expect(moved(held.debit, held.credit, amount, 'post')).toEqual(moved(debit, credit, amount, 'single'));
        expect(moved(held.debit, held.credit, amount, 'void')).toEqual({ debit, credit });
      }),
    );
  });

  it('post and void are never refused: the money was set aside by the hold', () => {
    fc.assert(
      fc.property(account, account, positive, fc.constantFrom<TransferFlag>('post', 'void'), (debit, credit, amount, flag) => {
        expect(move({ ...debit, held: debit.held + amount }, credit, amount, flag).ok).toBe(true);
      }),
    );
  });
});
