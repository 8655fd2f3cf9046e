import { fail, ok, type Result } from '../kernel/result';

/**
 * A sensitive request body sealed for the server (hybrid encryption): `key` is a fresh AES-256
 * key wrapped with the server's RSA-OAEP public key `kid`, `data` the AES-GCM ciphertext of a
 * SealedContent under `iv`. Every field is base64url.
 */
export interface SealedPayload {
  readonly kid: string;
  readonly key: string;
  readonly iv: string;
  readonly data: string;
}

/** What is sealed: the body itself, when it was sealed, and a nonce that makes it single use. */
export interface SealedContent {
  readonly nonce: string;
  readonly sentAt: number;
  readonly body: Readonly<Record<string, unknown>>;
}

/** How far a sealed payload's clock may be from the server's, either way. */
export const SEALED_WINDOW_MS = 5 * 60_000;

const B64URL = /^[A-Za-z0-9_-]+$/;
const LIMITS: Readonly<Record<keyof SealedPayload, number>> = { kid: 64, key: 700, iv: 24, data: 16_000 };

/** Whether a request body is a sealed payload at all (then it must open, or the request fails). */
export function isSealedBody(body: unknown): body is { sealed: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 1 && 'sealed' in body;
}

export function checkSealedShape(value: unknown): Result<SealedPayload> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('request.sealed_unreadable');
  const record = value as Record<string, unknown>;
  const keys = Object.keys(LIMITS) as (keyof SealedPayload)[];
  if (Object.keys(record).length !== keys.length) return fail('request.sealed_unreadable');
  for (const key of keys) {
    const field = record[key];
    if (typeof field !== 'string' || field.length === 0 || field.length > LIMITS[key] || !B64URL.test(field)) return fail('request.sealed_unreadable');
  }
  return ok(record as unknown as SealedPayload);
}

/** The opened plaintext must be a SealedContent whose time is within the window around now. */
export function checkSealedContent(plaintext: string, now: number): Result<SealedContent> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(plaintext);
  } catch {
    return fail('request.sealed_unreadable');
  }
  const content = parsed as Partial<SealedContent> | null;
  if (typeof content !== 'object' || content === null || typeof content.nonce !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(content.nonce))
    return fail('request.sealed_unreadable');
  if (typeof content.sentAt !== 'number' || !Number.isFinite(content.sentAt)) return fail('request.sealed_unreadable');
  if (typeof content.body !== 'object' || content.body === null || Array.isArray(content.body)) return fail('request.sealed_unreadable');
  if (Math.abs(now - content.sentAt) > SEALED_WINDOW_MS) return fail('request.sealed_stale');
  return ok({ nonce: content.nonce, sentAt: content.sentAt, body: content.body });
}
