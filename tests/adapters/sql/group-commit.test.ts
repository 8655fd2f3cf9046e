import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../../adapters/sql/group-commit';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('writes what was submitted in one turn of the event loop as one batch, and what came while it was written as the next', async () => {
    const batches: number[][] = [];
    let later: Promise<number[]> | undefined;
    const group = new GroupCommit<number, number>(async (items) => {
      batches.push([...items]);
      if (!later) later = Promise.all([4, 5].map((n) => group.submit(n)));
      return items.map((n) => n * 10);
    }, 128);
    expect(await Promise.all([1, 2, 3].map((n) => group.submit(n)))).toEqual([10, 20, 30]);
    expect(await later).toEqual([40, 50]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('answers every request with its own result, in batches of at most the limit, whatever turns they arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(fc.integer(), { maxLength: 20 }), { maxLength: 6 }), fc.integer({ min: 1, max: 8 }), async (turns, limit) => {
        const sizes: number[] = [];
        const group = new GroupCommit<number, string>(async (items) => {
          sizes.push(items.length);
          return items.map((n) => `r${n}`);
        }, limit);
        const answers: Promise<string>[] = [];
        for (const turn of turns) {
          answers.push(...turn.map((n) => group.submit(n)));
          await nextTurn();
        }
        expect(await Promise.all(answers)).toEqual(turns.flat().map((n) => `r${n}`));
        expect(sizes.every((size) => size >= 1 && size <= limit)).toBe(true);
      }),
    );
  });

  it('fails every request of a batch whose write throws, and writes the next batch', async () => {
    let calls = 0;
    const group = new GroupCommit<number, number>(async (items) => {
      if (++calls === 1) throw new Error('serialization failure');
      return [...items];
    }, 128);
    const failed = [1, 2].map((n) => group.submit(n).catch((e: Error) => e.message));
    expect(await Promise.all(failed)).toEqual(['serialization failure', 'serialization failure']);
    expect(await group.submit(3)).toBe(3);
  });
});
