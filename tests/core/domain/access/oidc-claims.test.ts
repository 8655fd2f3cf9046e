import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textAround } from '../../../support/arbitraries';
import { checkIdTokenClaims, CLOCK_SKEW_SECONDS, type IdTokenClaims } from '../../../../core/domain/access/oidc-claims';

const NOW = new Date('2026-11-25T12:00:00Z');
const now = NOW.getTime() / 1000;
const expected = { issuer: 'https://idp.example.com', clientId: 'portal', nonce: 'n-123', now: NOW };
const good: IdTokenClaims = { iss: expected.issuer, aud: 'portal', sub: 'user-1', exp: now + 300, iat: now - 5, nonce: 'n-123' };

describe('checkIdTokenClaims', () => {
  it('accepts a token for this portal and this login, with the audience alone or in a list', () => {
    expect(checkIdTokenClaims(good, expected)).toEqual({ ok: true, value: { subject: 'user-1', email: null, name: null } });
    expect(checkIdTokenClaims({ ...good, aud: ['other', 'portal'] }, expected).ok).toBe(true);
  });

  it('property: any one claim changed to another value refuses the token, naming the claim', () => {
    const changes = fc.oneof(
      fc
        .string()
        .filter((v) => v !== expected.issuer)
        .map((iss) => [{ iss }, 'issuer'] as const),
      fc
        .oneof(fc.string(), fc.array(fc.string()))
        .filter((aud) => aud !== 'portal' && !(Array.isArray(aud) && aud.includes('portal')))
        .map((aud) => [{ aud }, 'audience'] as const),
      fc
        .string()
        .filter((v) => v !== expected.nonce)
        .map((nonce) => [{ nonce }, 'nonce'] as const),
      fc.constantFrom('', 42, null).map((sub) => [{ sub }, 'subject'] as const),
    );
    fc.assert(
      fc.property(changes, ([change, reason]) => {
        expect(checkIdTokenClaims({ ...good, ...change }, expected)).toMatchObject({ ok: false, error: { code: 'social.token_invalid', params: { reason } } });
      }),
    );
  });

  it('property: a token is good exactly until its expiry plus the allowed skew, and not before it was issued minus the skew', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), fc.integer({ min: -10_000, max: 10_000 }), (expIn, iatIn) => {
        const result = checkIdTokenClaims({ ...good, exp: now + expIn, iat: now + iatIn }, expected);
        const fresh = expIn + CLOCK_SKEW_SECONDS > 0 && iatIn - CLOCK_SKEW_SECONDS <= 0;
        expect(result.ok).toBe(fresh);
      }),
    );
  });

  it('property: a subject of up to 255 characters is the identity, a longer one refuses the token; a name is kept to its first 64 characters', () => {
    fc.assert(
      fc.property(textAround(255), textAround(64), (sub, name) => {
        const result = checkIdTokenClaims({ ...good, sub, name }, expected);
        if (sub.length <= 255) expect(result).toEqual({ ok: true, value: { subject: sub, email: null, name: name.slice(0, 64) } });
        else expect(result).toMatchObject({ ok: false, error: { code: 'social.token_invalid', params: { reason: 'subject' } } });
      }),
    );
  });

  it('keeps the email only when the provider verified it', () => {
    expect(checkIdTokenClaims({ ...good, email: 'a@example.com', email_verified: true }, expected)).toMatchObject({ value: { email: 'a@example.com' } });
    expect(checkIdTokenClaims({ ...good, email: 'a@example.com', email_verified: 'true' }, expected)).toMatchObject({ value: { email: null } });
  });
});
