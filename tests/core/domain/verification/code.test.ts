import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCodeShape, judgeAnswer, MAX_WRONG_TRIES, newCode } from '../../../../core/domain/verification/code';

const bytesFrom = (stream: number[]) => {
  let i = 0;
  return { bytes: (n: number) => Uint8Array.from({ length: n }, () => stream[i++ % stream.length]!) };
};

describe('newCode', () => {
  it('property: any byte stream gives six digits, and the code is the drawn value below the unbiased limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 64 }).filter((s) => s.length % 4 === 0),
        (stream) => {
          const words = Array.from(
            { length: stream.length / 4 },
            (_, k) => ((stream[4 * k]! << 24) | (stream[4 * k + 1]! << 16) | (stream[4 * k + 2]! << 8) | stream[4 * k + 3]!) >>> 0,
          );
          fc.pre(words.some((w) => w < 4_294_000_000));
          const code = newCode(bytesFrom(stream));
          expect(code).toMatch(/^[0-9]{6}$/);
          expect(code).toBe(String(words.find((w) => w < 4_294_000_000)! % 1_000_000).padStart(6, '0'));
        },
      ),
    );
  });

  it('keeps leading zeros', () => {
    expect(newCode(bytesFrom([0, 0, 0, 42]))).toBe('000042');
  });
});

describe('judgeAnswer', () => {
  const code = fc.record({
    expiresAt: fc.integer({ min: 0, max: 1000 }).map((t) => new Date(t)),
    wrongTries: fc.nat(8),
    usedAt: fc.option(fc.constant(new Date(0)), { nil: null }),
  });

  it('property: an answer is accepted exactly when the code is unused, unexpired, under the try limit and it matches', () => {
    fc.assert(
      fc.property(fc.option(code, { nil: null }), fc.boolean(), fc.integer({ min: 0, max: 1000 }), (issued, matches, now) => {
        const verdict = judgeAnswer(issued, matches, new Date(now));
        const alive = issued !== null && issued.usedAt === null && now < issued.expiresAt.getTime() && issued.wrongTries < MAX_WRONG_TRIES;
        expect(verdict.ok && verdict.value === 'accept').toBe(alive && matches);
        expect(verdict.ok).toBe(alive);
        if (!verdict.ok) expect(verdict.error.code).toMatch(/^verification\.(code_invalid|code_expired|too_many_tries)$/);
      }),
    );
  });

  it('names why a dead code refuses', () => {
    const at = new Date(100);
    expect(judgeAnswer({ expiresAt: new Date(50), wrongTries: 0, usedAt: null }, true, at)).toMatchObject({ error: { code: 'verification.code_expired' } });
    expect(judgeAnswer({ expiresAt: new Date(500), wrongTries: MAX_WRONG_TRIES, usedAt: null }, true, at)).toMatchObject({
      error: { code: 'verification.too_many_tries' },
    });
  });
});

describe('checkCodeShape', () => {
  it('property: only exactly six digits (spaces around allowed) pass; empty is missing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (answer) => {
        const result = checkCodeShape(answer);
        expect(result.ok).toBe(/^[0-9]{6}$/.test(answer.trim()));
        if (answer.trim() === '') expect(result).toMatchObject({ error: { code: 'verification.code_missing' } });
      }),
    );
  });
});
