import { fail, ok, type Result } from '../kernel/result';

/** The claims of an ID token this portal reads (OpenID Connect Core §2). */
export interface IdTokenClaims {
  readonly iss?: unknown;
  readonly sub?: unknown;
  readonly aud?: unknown;
  readonly exp?: unknown;
  readonly iat?: unknown;
  readonly nonce?: unknown;
  readonly email?: unknown;
  readonly email_verified?: unknown;
  readonly name?: unknown;
}

export interface ExpectedClaims {
  readonly issuer: string;
  readonly clientId: string;
  readonly nonce: string;
  readonly now: Date;
}

export interface SocialIdentity {
  readonly subject: string;
  /** Only when the provider says it verified the address. */
  readonly email: string | null;
  readonly name: string | null;
}

/** Clocks of the provider and the portal may differ by this much. */
export const CLOCK_SKEW_SECONDS = 120;

/**
 * Whether a (signature-checked) ID token is for this portal, from this provider, for this login:
 * the issuer and audience match, it has not expired nor been issued in the future, and it carries
 * the nonce the login started with (so a token from another login cannot be replayed).
 */
export function checkIdTokenClaims(claims: IdTokenClaims, expected: ExpectedClaims): Result<SocialIdentity> {
  const now = expected.now.getTime() / 1000;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const refuse = (reason: string) => fail('social.token_invalid', { params: { reason } });
  if (claims.iss !== expected.issuer) return refuse('issuer');
  if (!audiences.includes(expected.clientId)) return refuse('audience');
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_SECONDS <= now) return refuse('expired');
  if (typeof claims.iat !== 'number' || claims.iat - CLOCK_SKEW_SECONDS > now) return refuse('issued_in_future');
  if (claims.nonce !== expected.nonce) return refuse('nonce');
  if (typeof claims.sub !== 'string' || claims.sub === '' || claims.sub.length > 255) return refuse('subject');
  const email = claims.email_verified === true && typeof claims.email === 'string' ? claims.email : null;
  const name = typeof claims.name === 'string' ? claims.name.slice(0, 64) : null;
  return ok({ subject: claims.sub, email, name });
}
