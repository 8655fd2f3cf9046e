/**
 * Provably fair randomness. Each round draws floats from
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`): every 32-byte block gives 8 floats
 * of 4 bytes each (big-endian, divided by 2^32), and the cursor moves to the next block when a
 * round needs more than 8. The hash itself comes from outside core; the rule is pure over bytes.
 */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

/** A source of uniform floats in [0, 1) with 32-bit resolution. */
export type Draw = () => number;

export interface RoundSeeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export const FLOATS_PER_BLOCK = 8;
const TWO_32 = 2 ** 32;

export const fairMessage = (clientSeed: string, nonce: number, cursor: number): string => `${clientSeed}:${nonce}:${cursor}`;

/** The 4-byte groups of a block as floats in [0, 1). */
export function floatsFromBytes(bytes: Uint8Array): number[] {
  const floats: number[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    floats.push((((bytes[i]! << 24) >>> 0) + (bytes[i + 1]! << 16) + (bytes[i + 2]! << 8) + bytes[i + 3]!) / TWO_32);
  }
  return floats;
}

/** The round's float stream: the n-th call returns the n-th float of the round, always the same. */
export function fairDraw(hmac: HmacSha256, seeds: RoundSeeds): Draw {
  let buffer: number[] = [];
  let cursor = 0;
  return () => {
    if (buffer.length === 0) buffer = floatsFromBytes(hmac(seeds.serverSeed, fairMessage(seeds.clientSeed, seeds.nonce, cursor++)));
    return buffer.shift()!;
  };
}

/** A client seed is 1–64 printable ASCII characters without ':' (the message separator). */
export function isValidClientSeed(seed: string): boolean {
  return /^[\x21-\x39\x3b-\x7e]{1,64}$/.test(seed);
}
