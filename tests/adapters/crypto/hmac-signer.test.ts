import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HmacSigner } from '../../../adapters/crypto/hmac-signer';
import { signedContent } from '../../../core/domain/wallet/payment-signature';

const secret = fc.string({ minLength: 1, maxLength: 40 });
const body = fc.uint8Array({ minLength: 1, maxLength: 200 });
const timestamp = fc.integer({ min: 0, max: 10 ** 11 });

describe('HmacSigner', () => {
  it('signs HMAC-SHA256 in lower-case hex and verifies its own signature', () => {
    fc.assert(
      fc.property(secret, body, (s, b) => {
        const signer = new HmacSigner(s);
        const mac = signer.sign(b);
        expect(mac).toBe(createHmac('sha256', s).update(b).digest('hex'));
        expect(signer.verify(b, mac)).toBe(true);
      }),
    );
  });

  it('any single-byte change of the body, or another timestamp, fails verification', () => {
    fc.assert(
      fc.property(secret, timestamp, body, fc.nat(), fc.integer({ min: 1, max: 255 }), fc.integer({ min: 1, max: 10 ** 6 }), (s, t, b, at, xor, shift) => {
        const signer = new HmacSigner(s);
        const mac = signer.sign(signedContent(t, b));
        const changed = Uint8Array.from(b);
        changed[at % b.length]! ^= xor;
        expect(signer.verify(signedContent(t, changed), mac)).toBe(false);
        expect(signer.verify(signedContent(t + shift, b), mac)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('fails closed: another secret, a changed MAC, or a MAC not in canonical hex', () => {
    fc.assert(
      fc.property(secret, secret, body, fc.nat({ max: 63 }), (s1, s2, b, at) => {
        fc.pre(s1 !== s2);
        const mac = new HmacSigner(s1).sign(b);
        expect(new HmacSigner(s2).verify(b, mac)).toBe(false);
        const flipped = mac.slice(0, at) + (mac[at] === '0' ? '1' : '0') + mac.slice(at + 1);
        expect(new HmacSigner(s1).verify(b, flipped)).toBe(false);
        for (const bad of [mac.toUpperCase().replace(/[0-9]/, 'G'), mac.slice(1), mac + '0', '', `${mac.slice(0, 62)}zz`])
          expect(new HmacSigner(s1).verify(b, bad)).toBe(false);
      }),
    );
  });
});
