import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLOATS_PER_BLOCK, fairDraw, fairMessage, floatsFromBytes, isValidClientSeed } from '../../../../core/domain/play/fairness';

const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());
const seedText = fc.string({ minLength: 1, maxLength: 64, unit: fc.constantFrom(...'abcdefXYZ0123456789-_'.split('')) });

describe('floatsFromBytes', () => {
  it('reads each 4 bytes big-endian as a float in [0, 1) and keeps their order', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const floats = floatsFromBytes(bytes);
        expect(floats).toHaveLength(8);
        floats.forEach((f, i) => {
          expect(f).toBeGreaterThanOrEqual(0);
          expect(f).toBeLessThan(1);
          expect(f * 2 ** 32).toBe(new DataView(bytes.buffer, bytes.byteOffset).getUint32(i * 4));
        });
      }),
    );
    expect(floatsFromBytes(new Uint8Array([0xff, 0xff, 0xff, 0xff]))).toEqual([(2 ** 32 - 1) / 2 ** 32]);
  });
});

describe('fairDraw', () => {
  it('the k-th float of a round is float k mod 8 of HMAC(serverSeed, clientSeed:nonce:floor(k/8))', () => {
    fc.assert(
      fc.property(seedText, seedText, fc.nat({ max: 1_000_000 }), fc.integer({ min: 1, max: 30 }), (serverSeed, clientSeed, nonce, count) => {
        const draw = fairDraw(hmac, { serverSeed, clientSeed, nonce });
        for (let k = 0; k < count; k++) {
          const block = floatsFromBytes(hmac(serverSeed, fairMessage(clientSeed, nonce, Math.floor(k / FLOATS_PER_BLOCK))));
          expect(draw()).toBe(block[k % FLOATS_PER_BLOCK]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('another nonce, client seed or server seed gives another stream', () => {
    fc.assert(
      fc.property(seedText, seedText, fc.nat({ max: 1_000_000 }), (serverSeed, clientSeed, nonce) => {
        const first = (s: { serverSeed: string; clientSeed: string; nonce: number }) => [fairDraw(hmac, s)(), fairDraw(hmac, s)()];
        const base = first({ serverSeed, clientSeed, nonce });
        expect(first({ serverSeed, clientSeed, nonce })).toEqual(base);
        expect(first({ serverSeed, clientSeed, nonce: nonce + 1 })[0]).not.toBe(base[0]);
        expect(first({ serverSeed: serverSeed + 'x', clientSeed, nonce })[0]).not.toBe(base[0]);
        expect(first({ serverSeed, clientSeed: clientSeed + 'x', nonce })[0]).not.toBe(base[0]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('isValidClientSeed', () => {
  it('accepts 1–64 printable characters without the separator', () => {
    fc.assert(
      fc.property(seedText, (seed) => {
        expect(isValidClientSeed(seed)).toBe(true);
      }),
    );
    for (const bad of ['', 'a:b', 'x'.repeat(65), 'tab\there', 'naïve', 'sp ace']) expect(isValidClientSeed(bad)).toBe(false);
  });
});
