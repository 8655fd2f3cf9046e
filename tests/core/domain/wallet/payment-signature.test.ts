import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALLBACK_WINDOW_SECONDS, formatSignature, isWithinWindow, parseSignature, signedContent } from '../../../../core/domain/wallet/payment-signature';

const mac = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const timestamp = fc.integer({ min: 0, max: 10 ** 11 });

describe('the signature header', () => {
  it('reads back what was written', () => {
    fc.assert(
      fc.property(timestamp, mac, (t, m) => {
        expect(parseSignature(formatSignature({ timestamp: t, mac: m }))).toEqual({ timestamp: t, mac: m });
      }),
    );
  });

  it('refuses every other spelling: upper-case hex, spaces, a missing or extra part, a short MAC', () => {
    fc.assert(
      fc.property(timestamp, mac, fc.constantFrom('upper', 'space', 'extra', 'short', 'order', 'missing'), (t, m, change) => {
        const header = {
          upper: `t=${t},v1=${m.toUpperCase().replace(/^[0-9]+/, 'A')}`,
          space: `t=${t}, v1=${m}`,
          extra: `t=${t},v1=${m},v1=${m}`,
          short: `t=${t},v1=${m.slice(2)}`,
          order: `v1=${m},t=${t}`,
          missing: `v1=${m}`,
        }[change];
        expect(parseSignature(header)).toBeNull();
      }),
    );
    expect(parseSignature(undefined)).toBeNull();
  });
});

describe('signedContent', () => {
  it('binds the timestamp and every byte of the body: different inputs never sign the same content', () => {
    const input = fc.tuple(timestamp, fc.uint8Array({ maxLength: 40 }));
    fc.assert(
      fc.property(input, input, ([t1, b1], [t2, b2]) => {
        fc.pre(t1 !== t2 || Buffer.compare(b1, b2) !== 0);
        expect(Buffer.compare(signedContent(t1, b1), signedContent(t2, b2))).not.toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});

describe('isWithinWindow', () => {
  it('accepts a timestamp at most five minutes away from now, either way, and nothing further', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10 ** 9, max: 2 * 10 ** 9 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 999 }),
        (now, offset, ms) => {
          expect(isWithinWindow(now + offset, new Date(now * 1000 + ms))).toBe(Math.abs(offset) <= CALLBACK_WINDOW_SECONDS);
        },
      ),
    );
  });
});
