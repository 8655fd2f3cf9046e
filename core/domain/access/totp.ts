import type { Clock } from '../kernel/ports';
import { fail, ok, type Result } from '../kernel/result';

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, six digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now that still count, for clocks a little out. */
export const TOTP_WINDOW = 1;
/** 160 bits, the size RFC 4226 recommends for an HMAC-SHA-1 key. */
export const TOTP_SECRET_BYTES = 20;

/** The keyed hash TOTP is built on; core has no crypto of its own. */
export interface HmacSha1 {
  sign(key: Uint8Array, message: Uint8Array): Uint8Array;
}

/** The time step a moment falls in (T in RFC 6238). */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** RFC 4226 HOTP: dynamic truncation of HMAC(secret, counter as 8 big-endian bytes). */
export function hotp(hmac: HmacSha1, secret: Uint8Array, counter: number, digits: number = TOTP_DIGITS): string {
  const message = new Uint8Array(8);
  let rest = counter;
  for (let i = 7; i >= 0; i--) {
    message[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  const mac = hmac.sign(secret, message);
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(value % 10 ** digits).padStart(digits, '0');
}

export const totpAt = (hmac: HmacSha1, secret: Uint8Array, at: Date): string => hotp(hmac, secret, totpStep(at));

/**
 * Which step a typed code belongs to: now or one step either side, and only steps after the last
 * one used, so a code that has passed once never passes again.
 */
export function matchTotp(hmac: HmacSha1, clock: Clock, secret: Uint8Array, code: string, lastUsedStep: number | null): Result<number> {
  const typed = code.replace(/\s/g, '');
  if (typed === '') return fail('access.totp_missing', { field: 'code' });
  if (!new RegExp(`^[0-9]{${TOTP_DIGITS}}$`).test(typed)) return fail('access.totp_invalid', { field: 'code' });
  const now = totpStep(clock.now());
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (hotp(hmac, secret, step) === typed) return ok(step);
  }
  return fail('access.totp_invalid', { field: 'code' });
}

/** The otpauth:// URI an authenticator app scans (Key Uri Format). */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_PERIOD_SECONDS}`;
}
