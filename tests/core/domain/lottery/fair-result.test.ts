import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairResult, uniformBelow, verifyResult } from '../../../../core/domain/lottery/fair-result';
import { QUICK_SHAPE, SEA_SHAPE, VN_SHAPE, type ResultShape } from '../../../../core/domain/lottery/result-shape';

const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());
const SHAPES = { VN: VN_SHAPE, SEA: SEA_SHAPE, quick: QUICK_SHAPE } as Record<string, ResultShape<string>>;
const seed = fc.string({ minLength: 1, maxLength: 40 });
const drawId = fc.tuple(fc.integer({ min: 20000101, max: 20991231 }), fc.integer({ min: 1, max: 1440 })).map(([d, n]) => `${d}-${String(n).padStart(4, '0')}`);

/** The published rule, read from the hash blocks directly: 32-bit words, skipping those at or above the last whole multiple of 10^digits. */
function reference(shape: ResultShape<string>, serverSeed: string, id: string): Record<string, string[]> {
  const words: number[] = [];
  let block = 0;
  const next = () => {
    if (words.length === 0) {
      const bytes = Buffer.from(hmac(serverSeed, `${id}:0:${block++}`));
      for (let i = 0; i < 32; i += 4) words.push(bytes.readUInt32BE(i));
    }
    return words.shift()!;
  };
  const out: Record<string, string[]> = {};
  for (const [tier, { count, digits }] of Object.entries(shape)) {
    const size = 10 ** digits;
    const skipFrom = Math.floor(2 ** 32 / size) * size;
    out[tier] = [];
    while (out[tier].length < count) {
      const word = next();
      if (word < skipFrom) out[tier].push(String(word % size).padStart(digits, '0'));
    }
  }
  return out;
}

describe('fairResult', () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`property: a ${name} result is the published rule over HMAC(seed, drawId), the same each time, and verifies`, () => {
      fc.assert(
        fc.property(seed, drawId, (serverSeed, id) => {
          const result = fairResult(hmac, shape, serverSeed, id);
          expect(result).toEqual(reference(shape, serverSeed, id));
          expect(fairResult(hmac, shape, serverSeed, id)).toEqual(result);
          expect(verifyResult(hmac, shape, serverSeed, id, result)).toBe(true);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('property: verification fails for another seed, another draw, or any number changed', () => {
    fc.assert(
      fc.property(seed, drawId, fc.constantFrom('special', 'third', 'seventh' as const), fc.nat(), (serverSeed, id, tier, at) => {
        const result = fairResult(hmac, VN_SHAPE, serverSeed, id);
        expect(verifyResult(hmac, VN_SHAPE, serverSeed + 'x', id, result)).toBe(false);
        expect(verifyResult(hmac, VN_SHAPE, serverSeed, id + '0', result)).toBe(false);
        const index = at % result[tier].length;
        const changed = String((Number(result[tier][index]) + 1) % 10 ** VN_SHAPE[tier].digits).padStart(VN_SHAPE[tier].digits, '0');
        expect(verifyResult(hmac, VN_SHAPE, serverSeed, id, { ...result, [tier]: result[tier].with(index, changed) })).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});

describe('uniformBelow', () => {
  it('property: a word below the last whole multiple of n gives its remainder; a word at or above it is skipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.nat({ max: 2 ** 32 - 1 }), fc.nat({ max: 2 ** 32 - 1 }), (n, first, second) => {
        const words = [first, second, 0];
        const value = uniformBelow(() => words.shift()! / 2 ** 32, n);
        const skipFrom = 2 ** 32 - (2 ** 32 % n);
        expect(value).toBe(first < skipFrom ? first % n : second < skipFrom ? second % n : 0);
      }),
    );
    const top = [2 ** 32 - 1, 2 ** 32 - 6, 2 ** 32 - 7].map((w) => w / 2 ** 32);
    expect(uniformBelow(() => top.shift()!, 10)).toBe((2 ** 32 - 7) % 10);
  });
});
