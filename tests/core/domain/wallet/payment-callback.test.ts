import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideCallback,
  noticeBody,
  ORDER_ID,
  orderIdFrom,
  parseNotice,
  type OrderState,
  type PaymentNotice,
} from '../../../../core/domain/wallet/payment-callback';

const order: fc.Arbitrary<OrderState> = fc.record({
  status: fc.constantFrom('pending', 'approving', 'approved', 'rejected', 'failed'),
  amount: fc.bigInt({ min: 1n, max: 10n ** 15n }),
  currency: fc.constantFrom('PKR', 'USD'),
});

/** A notice about `o`: usually its amount and currency, sometimes tampered. */
const noticeFor = (o: OrderState): fc.Arbitrary<PaymentNotice> =>
  fc.record({
    orderId: fc.constant('PP' + '0'.repeat(24)),
    amount: fc.oneof({ arbitrary: fc.constant(o.amount), weight: 4 }, { arbitrary: fc.bigInt({ min: 1n, max: 10n ** 15n }), weight: 1 }),
    currency: fc.oneof({ arbitrary: fc.constant(o.currency ?? 'PKR'), weight: 4 }, { arbitrary: fc.constantFrom('PKR', 'USD', 'EUR'), weight: 1 }),
    outcome: fc.constantFrom('success', 'failed'),
  });

describe('decideCallback', () => {
  it('refuses any notice whose amount or currency differs from the order, whatever the state', () => {
    fc.assert(
      fc.property(
        order.chain((o) => fc.tuple(fc.constant(o), noticeFor(o))),
        ([o, n]) => {
          const decision = decideCallback(o, n);
          if (n.currency !== o.currency) expect(decision).toEqual({ action: 'refuse', code: 'payment.currency_mismatch' });
          else if (n.amount !== o.amount) expect(decision).toEqual({ action: 'refuse', code: 'payment.amount_mismatch' });
          else expect(decision.action === 'refuse' ? decision.code : 'moves').not.toMatch(/mismatch/);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('over any sequence of notices an order is credited at most once, never after failing and never failed after a credit', () => {
    const start = fc.record({ amount: fc.bigInt({ min: 1n, max: 10n ** 12n }), currency: fc.constant('PKR') });
    fc.assert(
      fc.property(
        start.chain((s) => fc.tuple(fc.constant(s), fc.array(noticeFor({ ...s, status: 'pending' }), { maxLength: 30 }))),
        ([s, notices]) => {
          let state: OrderState = { ...s, status: 'pending' };
          let credits = 0;
          let failures = 0;
          for (const n of notices) {
            const decision = decideCallback(state, n);
            if (decision.action === 'credit') {
              expect(n.amount).toBe(s.amount);
              expect(state.status).toBe('pending');
              credits++;
              state = { ...state, status: 'approved' };
            } else if (decision.action === 'fail') {
              expect(state.status).toBe('pending');
              failures++;
              state = { ...state, status: 'failed' };
            }
          }
          expect(credits + failures).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a credit under way (approving) is finished by a success and never failed; finished orders answer agreeing notices again', () => {
    fc.assert(
      fc.property(
        order.chain((o) => fc.tuple(fc.constant(o), noticeFor(o))),
        ([o, n]) => {
          fc.pre(n.amount === o.amount && n.currency === o.currency);
          const decision = decideCallback(o, n);
          const success = n.outcome === 'success';
          const expected: Record<OrderState['status'], string> = {
            pending: success ? 'credit' : 'fail',
            approving: success ? 'credit' : 'refuse',
            approved: success ? 'answer' : 'refuse',
            rejected: success ? 'refuse' : 'answer',
            failed: success ? 'refuse' : 'answer',
          };
          expect(decision.action).toBe(expected[o.status]);
          if (decision.action === 'refuse') expect(decision.code).toBe('payment.order_decided');
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the callback body', () => {
  const notice: fc.Arbitrary<PaymentNotice> = fc.record({
    orderId: fc.uint8Array({ minLength: 12, maxLength: 12 }).map(orderIdFrom),
    amount: fc.bigInt({ min: 1n, max: 10n ** 17n }),
    currency: fc.constantFrom('PKR', 'USD'),
    outcome: fc.constantFrom('success', 'failed'),
  });
  const encode = (text: string) => new TextEncoder().encode(text);

  it('reads back exactly what the provider wrote', () => {
    fc.assert(
      fc.property(notice, fc.string({ maxLength: 20 }), (n, reference) => {
        expect(ORDER_ID.test(n.orderId)).toBe(true);
        expect(parseNotice(encode(noticeBody(n, reference)))).toEqual({ ok: true, value: n });
      }),
    );
  });

  it('refuses anything else as malformed, without throwing', () => {
    const junk = fc.oneof(
      fc.uint8Array({ maxLength: 60 }),
      fc.json().map(encode),
      notice.chain((n) =>
        fc
          .tuple(fc.constantFrom('orderId', 'amount', 'currency', 'status'), fc.jsonValue())
          .map(([key, value]) => encode(JSON.stringify({ ...JSON.parse(noticeBody(n, 'r')), [key]: value }))),
      ),
    );
    fc.assert(
      fc.property(junk, (bytes) => {
        const parsed = parseNotice(bytes);
        if (parsed.ok) expect(parseNotice(encode(noticeBody(parsed.value, 'r')))).toEqual(parsed);
        else expect(parsed.error.code).toBe('payment.malformed_callback');
      }),
      { numRuns: 500 },
    );
    expect(parseNotice(encode('{"orderId":"PP000000000000000000000000","amount":"0100","currency":"PKR","status":"success"}')).ok).toBe(false);
  });
});
