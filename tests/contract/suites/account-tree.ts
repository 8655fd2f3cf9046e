import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountTree } from '../../../core/platform/agency/ports';

export interface AccountTreeFixture {
  readonly tree: AccountTree;
  /** Creates an account (type 0 unless given) and returns its id. */
  newAccount(username: string, type?: number): Promise<number>;
}

/** The AccountTree contract: every adapter and fake must pass it from an empty store. */
export function accountTreeContract(fresh: () => Promise<AccountTreeFixture>): void {
  describe('AccountTree contract', () => {
    let f: AccountTreeFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('a new account has no upline; a link shows in both finders, the downlines and the ancestors', async () => {
      const agent = await f.newAccount('agent01', 1);
      const sub = await f.newAccount('sub01', 1);
      const [b, a] = [await f.newAccount('player_b'), await f.newAccount('player_a')];
      expect(await f.tree.findById(a)).toMatchObject({ id: a, username: 'player_a', type: 0, uplineId: null });
      expect(await f.tree.setUpline(sub, agent, 'operator')).toBe('linked');
      expect(await f.tree.setUpline(a, sub, 'operator')).toBe('linked');
      expect(await f.tree.setUpline(b, sub, 'operator')).toBe('linked');
      expect(await f.tree.findByUsername('player_a')).toMatchObject({ id: a, uplineId: sub });
      expect((await f.tree.directDownlines(sub, 10)).map((d) => d.username)).toEqual(['player_a', 'player_b']);
      expect((await f.tree.directDownlines(sub, 1)).map((d) => d.username)).toEqual(['player_a']);
      expect((await f.tree.directDownlines(agent, 10)).map((d) => d.id)).toEqual([sub]);
      expect(await f.tree.ancestors(a)).toEqual([sub, agent]);
      expect(await f.tree.ancestors(agent)).toEqual([]);
      expect(await f.tree.findByUsername('nobody')).toBeNull();
      expect(await f.tree.findById(987654321)).toBeNull();
    });

    it('moving an account moves it out of the old upline’s downlines', async () => {
      const [x, y, m] = [await f.newAccount('agent_x', 1), await f.newAccount('agent_y', 1), await f.newAccount('member_m')];
      await f.tree.setUpline(m, x, 'operator');
      expect(await f.tree.setUpline(m, y, 'operator')).toBe('linked');
      expect(await f.tree.directDownlines(x, 10)).toEqual([]);
      expect((await f.tree.findById(m))?.uplineId).toBe(y);
    });

    it('refuses itself and any link that would close a cycle, and changes nothing then', async () => {
      const ids = [await f.newAccount('n0'), await f.newAccount('n1'), await f.newAccount('n2'), await f.newAccount('n3')];
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(fc.nat(3), fc.nat(3)), { maxLength: 12 }), async (links) => {
          for (const [child, upline] of links) {
            const before = await f.tree.findById(ids[child]!);
            const chain = await f.tree.ancestors(ids[upline]!);
            const expected = child === upline || chain.includes(ids[child]!) ? 'cycle' : 'linked';
            expect(await f.tree.setUpline(ids[child]!, ids[upline]!, 'operator')).toBe(expected);
            if (expected === 'cycle') expect(await f.tree.findById(ids[child]!)).toEqual(before);
          }
          for (const id of ids) expect(await f.tree.ancestors(id)).not.toContain(id);
        }),
        { numRuns: 15 },
      );
    });

    it('two racing links in opposite directions never both land', async () => {
      const [p, q] = [await f.newAccount('race_p'), await f.newAccount('race_q')];
      const answers = await Promise.all([f.tree.setUpline(p, q, 'operator'), f.tree.setUpline(q, p, 'operator')]);
      expect(answers.sort()).toEqual(['cycle', 'linked']);
    });
  });
}
