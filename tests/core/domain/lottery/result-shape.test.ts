import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairResult } from '../../../../core/domain/lottery/fair-result';
import { checkResult, QUICK_SHAPE, SEA_SHAPE, tiersOf, VN_SHAPE, type ResultShape } from '../../../../core/domain/lottery/result-shape';

const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());
const seed = fc.string({ minLength: 1, maxLength: 40 });
const drawId = fc.tuple(fc.integer({ min: 20000101, max: 20991231 }), fc.integer({ min: 1, max: 1440 })).map(([d, n]) => `${d}-${String(n).padStart(4, '0')}`);

type Mutation = (numbers: string[], index: number) => string[];
const MUTATIONS: Record<string, [Mutation, string]> = {
  'a digit too many': [(ns, i) => ns.with(i, ns[i] + '0'), 'digits'],
  'a digit too few': [(ns, i) => ns.with(i, ns[i]!.slice(1)), 'digits'],
  'a non-digit': [(ns, i) => ns.with(i, 'x' + ns[i]!.slice(1)), 'digits'],
  'a number given as a number': [(ns, i) => ns.with(i, Number(ns[i]) as unknown as string), 'digits'],
  'a missing number': [(ns, i) => ns.toSpliced(i, 1), 'count'],
  'an extra number': [(ns, i) => [...ns, ns[i]!], 'count'],
};

function shapeProperties<T extends string>(name: string, shape: ResultShape<T>): void {
  it(`property: every fair ${name} result has the shape, with the counts and lengths of its tiers`, () => {
    fc.assert(
      fc.property(seed, drawId, (serverSeed, id) => {
        const result = fairResult(hmac, shape, serverSeed, id);
        expect(checkResult(shape, result)).toEqual({ ok: true, value: result });
        for (const tier of tiersOf(shape)) {
          expect(result[tier]).toHaveLength(shape[tier].count);
          for (const n of result[tier]) expect(n).toMatch(new RegExp(`^[0-9]{${shape[tier].digits}}$`));
        }
      }),
      { numRuns: 50 },
    );
  });

  for (const [mutation, [change, problem]] of Object.entries(MUTATIONS)) {
    it(`property: a ${name} result with ${mutation} is refused, naming the tier${problem === 'digits' ? ' and the index' : ''}`, () => {
      fc.assert(
        fc.property(seed, drawId, fc.constantFrom(...tiersOf(shape)), fc.nat(), (serverSeed, id, tier, at) => {
          const result = fairResult(hmac, shape, serverSeed, id);
          const index = at % shape[tier].count;
          const checked = checkResult(shape, { ...result, [tier]: change([...result[tier]], index) });
          expect(checked.ok ? null : checked.error).toMatchObject({
            code: 'lottery.result_shape',
            field: tier,
            params: { tier, problem, ...(problem === 'digits' ? { index } : {}) },
          });
        }),
        { numRuns: 40 },
      );
    });
  }
}

describe('checkResult', () => {
  shapeProperties('VN', VN_SHAPE);
  shapeProperties('SEA', SEA_SHAPE);
  shapeProperties('quick', QUICK_SHAPE);

  it('refuses a missing tier, an unknown tier, a tier that is not a list, and what is not a record', () => {
    const result = fairResult(hmac, VN_SHAPE, 'seed', '20240101-0001');
    const { seventh: _seventh, ...withoutSeventh } = result;
    const problem = (raw: unknown) => {
      const checked = checkResult(VN_SHAPE, raw);
      return checked.ok ? null : checked.error.params;
    };
    expect(problem(withoutSeventh)).toEqual({ tier: 'seventh', problem: 'count', count: 4 });
    expect(problem({ ...result, eighth: ['12'] })).toEqual({ tier: 'eighth', problem: 'unknown' });
    expect(problem({ ...result, special: '12345' })).toEqual({ tier: 'special', problem: 'count', count: 1 });
    expect(problem({ ...result, fourth: ['12 4', '1234', '1234', '1234'] })).toEqual({ tier: 'fourth', index: 0, problem: 'digits', digits: 4 });
    expect(problem({ ...result, sixth: ['123', '١٢٣', '123'] })).toEqual({ tier: 'sixth', index: 1, problem: 'digits', digits: 3 });
    for (const raw of [null, 'x', [], 12345]) expect(problem(raw)).toEqual({ problem: 'count' });
  });
});
