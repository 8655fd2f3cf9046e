import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from '../../../../core/domain/access/base32';
import { hotp, matchTotp, otpauthUri, totpAt, totpStep, TOTP_PERIOD_SECONDS } from '../../../../core/domain/access/totp';
import { isRecoveryCodeShape, newRecoveryCodes, normalizeRecoveryCode, RECOVERY_CODE_COUNT } from '../../../../core/domain/access/recovery-codes';
import { nodeHmacSha1 as hmac } from '../../../../adapters/crypto/hmac-sha1';
import { FakeClock, FakeRandom } from '../../../support/fakes/clock';

const RFC_SECRET = new TextEncoder().encode('12345678901234567890');
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const secrets = fc.uint8Array({ minLength: 10, maxLength: 32 });
const moments = fc.integer({ min: 1_000_000_000_000, max: 4_000_000_000_000 });

describe('TOTP (RFC 6238)', () => {
  it('gives the SHA-1 values of RFC 6238 Appendix B (8 digits), and their last six digits as codes', () => {
    const vectors: [seconds: number, code: string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) {
      const at = new Date(seconds * 1000);
      expect(hotp(hmac, RFC_SECRET, totpStep(at), 8)).toBe(code);
      expect(totpAt(hmac, RFC_SECRET, at)).toBe(code.slice(2));
    }
  });

  it('property: the code of now and of one step either side passes and names its step; two steps away does not', () => {
    fc.assert(
      fc.property(secrets, moments, fc.integer({ min: -3, max: 3 }), (secret, now, offset) => {
        const clock = new FakeClock(now);
        const code = totpAt(hmac, secret, new Date(now + offset * STEP_MS));
        const result = matchTotp(hmac, clock, secret, code, null);
        if (Math.abs(offset) <= 1) expect(result).toEqual({ ok: true, value: totpStep(clock.now()) + offset });
        // A code two steps away can collide with a nearer step's code (1 in 10^6 per step): only then may it pass.
        else if (result.ok) expect([-1, 0, 1].some((d) => totpAt(hmac, secret, new Date(now + d * STEP_MS)) === code)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('property: a step once used never passes again, whatever the code', () => {
    fc.assert(
      fc.property(secrets, moments, fc.integer({ min: -1, max: 1 }), fc.integer({ min: 0, max: 3 }), (secret, now, offset, later) => {
        const clock = new FakeClock(now);
        const first = matchTotp(hmac, clock, secret, totpAt(hmac, secret, new Date(now + offset * STEP_MS)), null);
        if (!first.ok) throw new Error('a fresh code must pass');
        clock.advance(later * STEP_MS);
        for (let d = -1; d <= 1; d++) {
          const again = matchTotp(hmac, clock, secret, totpAt(hmac, secret, new Date(clock.now().getTime() + d * STEP_MS)), first.value);
          if (again.ok) expect(again.value).toBeGreaterThan(first.value);
        }
        expect(matchTotp(hmac, new FakeClock(now), secret, totpAt(hmac, secret, new Date(now + offset * STEP_MS)), first.value).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses anything that is not six digits before computing, with its own code for an empty answer', () => {
    const clock = new FakeClock();
    expect(matchTotp(hmac, clock, RFC_SECRET, '', null)).toMatchObject({ error: { code: 'access.totp_missing' } });
    for (const typed of ['12345', '1234567', 'abcdef', '12 34 5x'])
      expect(matchTotp(hmac, clock, RFC_SECRET, typed, null)).toMatchObject({ error: { code: 'access.totp_invalid' } });
    const spaced = totpAt(hmac, RFC_SECRET, clock.now()).replace(/(...)(...)/, '$1 $2');
    expect(matchTotp(hmac, clock, RFC_SECRET, spaced, null).ok).toBe(true);
  });

  it('builds the otpauth URI authenticator apps scan', () => {
    expect(otpauthUri('Royal Lotus', 'demo player', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Royal%20Lotus:demo%20player?secret=JBSWY3DPEHPK3PXP&issuer=Royal%20Lotus&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('base32', () => {
  it('encodes the RFC 4648 test vectors (unpadded)', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of cases) {
      expect(base32Encode(new TextEncoder().encode(plain))).toBe(encoded);
      expect(base32Decode(`${encoded.toLowerCase()}==`)).toEqual({ ok: true, value: new TextEncoder().encode(plain) });
    }
  });

  it('property: decoding an encoding gives the bytes back; characters outside the alphabet are refused', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base32Decode(base32Encode(bytes))).toEqual({ ok: true, value: Uint8Array.from(bytes) });
      }),
    );
    expect(base32Decode('MZXW1').ok).toBe(false);
  });
});

describe('recovery codes', () => {
  it('property: eight distinct-looking codes of the shown shape, accepted in any case and without the dash', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 10, maxLength: 10 }), { minLength: 8, maxLength: 8 }), (script) => {
        const codes = newRecoveryCodes(new FakeRandom(script));
        expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
        for (const code of codes) {
          expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
          expect(isRecoveryCodeShape(code.toUpperCase().replace('-', ' '))).toBe(true);
          expect(normalizeRecoveryCode(` ${code.toUpperCase()} `)).toBe(code.replace('-', ''));
        }
      }),
    );
    expect(isRecoveryCodeShape('123456')).toBe(false);
  });
});
