import { utf8Encode } from '../kernel/utf8';

/** The header a payment provider signs its callbacks with: `t=<unix seconds>,v1=<HMAC-SHA256 hex>`. */
export const SIGNATURE_HEADER = 'x-psp-signature';

/** A callback signed longer ago than this (or this far ahead of our clock) is refused as a replay. */
export const CALLBACK_WINDOW_SECONDS = 300;

export interface CallbackSignature {
  readonly timestamp: number;
  /** Lower-case hex of the 32-byte MAC. */
  readonly mac: string;
}

const HEADER = /^t=([0-9]{1,12}),v1=([0-9a-f]{64})$/;

export const formatSignature = (signature: CallbackSignature): string => `t=${signature.timestamp},v1=${signature.mac}`;

/** Null for anything but the exact canonical form: no spaces, no upper-case hex, one MAC. */
export function parseSignature(header: string | undefined): CallbackSignature | null {
  const match = header === undefined ? null : HEADER.exec(header);
  return match ? { timestamp: Number(match[1]), mac: match[2]! } : null;
}

/** What the MAC covers: the timestamp in decimal, a dot, then the body's raw bytes exactly as sent. */
export function signedContent(timestamp: number, body: Uint8Array): Uint8Array {
  const prefix = utf8Encode(`${timestamp}.`);
  const content = new Uint8Array(prefix.length + body.length);
  content.set(prefix, 0);
  content.set(body, prefix.length);
  return content;
}

export function isWithinWindow(timestamp: number, now: Date): boolean {
  return Math.abs(Math.floor(now.getTime() / 1000) - timestamp) <= CALLBACK_WINDOW_SECONDS;
}
