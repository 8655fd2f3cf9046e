import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withdrawableNow } from '../../../../core/domain/wallet/withdrawable';

const minor = fc.bigInt({ min: 0n, max: 10_000_000n });
const facts = fc.record({
  balance: minor,
  turnoverMissing: fc.oneof(fc.constant(0n), minor),
  realMoney: fc.boolean(),
  method: fc.tuple(fc.boolean(), minor, minor).map(([enabled, a, b]) => ({ enabled, min: a < b ? a : b, max: a < b ? b : a })),
});

describe('withdrawableNow', () => {
  it('is what one request may take: never more than the balance or the most per request, and says why when less than the balance', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const w = withdrawableNow(f);
        expect(w.balance).toBe(f.balance);
        expect(w.turnoverMissing).toBe(f.turnoverMissing);
        expect(w.now <= f.balance && w.now <= f.method.max).toBe(true);
        if (w.hold === null) expect(w.now).toBe(f.balance);
        if (w.now < f.balance) expect(w.hold).not.toBeNull();
        if (w.now > 0n) expect(w.now >= f.method.min).toBe(true);
      }),
    );
  });

  it('holds everything while a bonus turnover is missing, even a balance within the bounds', () => {
    fc.assert(
      fc.property(facts, fc.bigInt({ min: 1n, max: 1_000_000n }), (f, missing) => {
        const w = withdrawableNow({ ...f, realMoney: true, turnoverMissing: missing, method: { ...f.method, enabled: true } });
        expect(w).toEqual({ balance: f.balance, now: 0n, hold: 'turnover', turnoverMissing: missing });
      }),
    );
  });

  it('names the first rule that holds money back', () => {
    const method = { enabled: true, min: 10_000n, max: 5_000_000n };
    const base = { balance: 149_780n, turnoverMissing: 0n, realMoney: true, method };
    expect(withdrawableNow(base)).toEqual({ balance: 149_780n, now: 149_780n, hold: null, turnoverMissing: 0n });
    expect(withdrawableNow({ ...base, turnoverMissing: 250_000n }).hold).toBe('turnover');
    expect(withdrawableNow({ ...base, balance: 9_999n }).hold).toBe('below_minimum');
    expect(withdrawableNow({ ...base, balance: 6_000_000n })).toMatchObject({ now: 5_000_000n, hold: 'above_maximum' });
    expect(withdrawableNow({ ...base, method: { ...method, enabled: false } }).hold).toBe('closed');
    expect(withdrawableNow({ ...base, realMoney: false, turnoverMissing: 250_000n }).hold).toBe('not_real_money');
  });
});
