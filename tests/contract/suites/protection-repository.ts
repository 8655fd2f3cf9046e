import { beforeEach, describe, expect, it } from 'vitest';
import type { CappedWindow, Protection } from '../../../core/domain/protection/protection';
import type { ProtectionRepository } from '../../../core/platform/protection/ports';

export interface ProtectionFixture {
  readonly protection: ProtectionRepository;
  /** Makes an account the rows can belong to (the SQL tables have foreign keys). */
  newAccountId(): Promise<number>;
}

const t0 = new Date('2026-01-15T12:00:00.000Z');
const RECORD: Protection = {
  limits: {
    'wager:day': { member: 5_000n, pending: { value: null, at: new Date(t0.getTime() + 86_400_000) }, operator: 2_000n },
    session: { member: 60n, pending: null, operator: null },
  },
  pause: { kind: 'exclusion', startedAt: t0, endsAt: null },
};
const day = (cap: bigint | null): CappedWindow => ({ metric: 'wager', period: 'day', key: '2026-01-15', cap });
const week = (cap: bigint | null): CappedWindow => ({ metric: 'wager', period: 'week', key: '2026-01-12', cap });

export function protectionRepositoryContract(fresh: () => Promise<ProtectionFixture>): void {
  describe('ProtectionRepository contract', () => {
    let f: ProtectionFixture;
    let id: number;
    beforeEach(async () => {
      f = await fresh();
      id = await f.newAccountId();
    });

    it('nothing is stored until saved; a save round-trips limits, pending changes and a permanent break', async () => {
      expect(await f.protection.find(id)).toBeNull();
      expect(await f.protection.save(id, RECORD, 0, [], 'system')).toBe(true);
      expect(await f.protection.find(id)).toEqual({ ...RECORD, version: 1 });
    });

    it('findMany answers the stored records of the accounts that have one', async () => {
      const other = await f.newAccountId();
      await f.protection.save(id, RECORD, 0, [], 'system');
      expect(await f.protection.findMany([id, other])).toEqual(new Map([[id, { ...RECORD, version: 1 }]]));
      expect(await f.protection.findMany([])).toEqual(new Map());
    });

    it('a save from a stale version is refused and changes nothing', async () => {
      await f.protection.save(id, RECORD, 0, [], 'system');
      expect(await f.protection.save(id, { limits: {}, pause: null }, 0, [], 'system')).toBe(false);
      expect(await f.protection.save(id, { limits: {}, pause: null }, 1, [], 'system')).toBe(true);
      expect(await f.protection.find(id)).toEqual({ limits: {}, pause: null, version: 2 });
      expect(await f.protection.save(id, RECORD, 1, [], 'system')).toBe(false);
    });

    it('reserve adds to every window or, when one would pass its cap, to none and names it', async () => {
      expect(await f.protection.reserve(id, [day(1_000n), week(null)], 600n)).toBeNull();
      expect(await f.protection.reserve(id, [week(null), day(1_000n)], 500n)).toEqual({ key: 'wager:day', remaining: 400n });
      expect(await f.protection.usage(id, [day(null), week(null)])).toEqual([600n, 600n]);
      expect(await f.protection.reserve(id, [day(1_000n), week(null)], 400n)).toBeNull();
      expect(await f.protection.usage(id, [day(null), week(null)])).toEqual([1_000n, 1_000n]);
    });

    it('add moves usage either way without caps; unknown windows hold 0', async () => {
      await f.protection.add(id, [day(null)], 300n);
      await f.protection.add(id, [day(null), week(null)], -500n);
      expect(await f.protection.usage(id, [day(null), week(null), { metric: 'loss', period: 'month', key: '2026-01-01' }])).toEqual([-200n, -500n, 0n]);
      expect(await f.protection.reserve(id, [day(100n)], 300n)).toBeNull();
    });

    it('usage is per account', async () => {
      const other = await f.newAccountId();
      await f.protection.add(id, [day(null)], 300n);
      expect(await f.protection.usage(other, [day(null)])).toEqual([0n]);
    });
  });
}
