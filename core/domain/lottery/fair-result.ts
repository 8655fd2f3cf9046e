import { fairDraw, type Draw, type HmacSha256 } from '../play/fairness';
import { tiersOf, type ResultShape, type TieredResult } from './result-shape';

const TWO_32 = 2 ** 32;

/**
 * A uniform integer in [0, n) for n ≤ 2^32, read from the float stream as its 32-bit integers.
 * Values at or above the largest multiple of n are skipped, so every outcome has the same chance.
 */
export function uniformBelow(draw: Draw, n: number): number {
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const value = draw() * TWO_32;
    if (value < limit) return value % n;
  }
}

/**
 * A house draw's result: HMAC-SHA256(serverSeed, `${drawId}:0:${cursor}`) through the house games'
 * float stream, one uniform integer per number, tier by tier in the shape's order. Each draw has a
 * seed of its own, whose hash is published when the draw opens.
 */
export function fairResult<T extends string>(hmac: HmacSha256, shape: ResultShape<T>, serverSeed: string, drawId: string): TieredResult<T> {
  const draw = fairDraw(hmac, { serverSeed, clientSeed: drawId, nonce: 0 });
  const result: Partial<Record<T, readonly string[]>> = {};
  for (const tier of tiersOf(shape)) {
    const { count, digits } = shape[tier];
    result[tier] = Array.from({ length: count }, () => String(uniformBelow(draw, 10 ** digits)).padStart(digits, '0'));
  }
  return result as TieredResult<T>;
}

/** Whether the revealed seed gives the published result. */
export function verifyResult<T extends string>(
  hmac: HmacSha256,
  shape: ResultShape<T>,
  serverSeed: string,
  drawId: string,
  published: TieredResult<T>,
): boolean {
  const again = fairResult(hmac, shape, serverSeed, drawId);
  return tiersOf(shape).every((tier) => again[tier].length === published[tier].length && again[tier].every((n, i) => n === published[tier][i]));
}
