import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginAttempts } from '../../../core/platform/access/ports';

export interface LoginAttemptsFixture {
  readonly attempts: LoginAttempts;
}

const t0 = new Date('2026-01-15T12:00:00.000Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);

export function loginAttemptsContract(fresh: () => Promise<LoginAttemptsFixture>): void {
  describe('LoginAttempts contract', () => {
    let attempts: LoginAttempts;
    beforeEach(async () => {
      ({ attempts } = await fresh());
    });

    it('nothing recorded counts zero for account and ip', async () => {
      expect(await attempts.countSince('alice', '192.0.2.1', t0)).toEqual({ account: 0, ip: 0 });
    });

    it('counts failures per username and per ip independently', async () => {
      await attempts.record('alice', '192.0.2.1', plus(1));
      await attempts.record('alice', '192.0.2.2', plus(2));
      await attempts.record('bob', '192.0.2.1', plus(3));
      await attempts.record('carol', '192.0.2.9', plus(4));
      expect(await attempts.countSince('alice', '192.0.2.1', t0)).toEqual({ account: 2, ip: 2 });
      expect(await attempts.countSince('bob', '192.0.2.2', t0)).toEqual({ account: 1, ip: 1 });
      expect(await attempts.countSince('dave', '192.0.2.3', t0)).toEqual({ account: 0, ip: 0 });
    });

    it('counts failures at or after `since` only (the boundary counts)', async () => {
      await attempts.record('alice', 'ip', plus(-1));
      await attempts.record('alice', 'ip', plus(0));
      await attempts.record('alice', 'ip', plus(1));
      expect(await attempts.countSince('alice', 'ip', t0)).toEqual({ account: 2, ip: 2 });
      expect(await attempts.countSince('alice', 'ip', plus(2))).toEqual({ account: 0, ip: 0 });
    });

    it("clear forgets one username's failures (from every ip), and no one else's", async () => {
      await attempts.record('alice', 'ip1', plus(1));
      await attempts.record('alice', 'ip2', plus(1));
      await attempts.record('bob', 'ip1', plus(1));
      await attempts.clear('alice');
      expect(await attempts.countSince('alice', 'ip1', t0)).toEqual({ account: 0, ip: 1 });
      expect(await attempts.countSince('bob', 'ip2', t0)).toEqual({ account: 1, ip: 0 });
    });

    it('usernames are compared exactly', async () => {
      await attempts.record('alice', 'ip', plus(1));
      expect((await attempts.countSince('Alice', 'other', t0)).account).toBe(0);
    });
  });
}
