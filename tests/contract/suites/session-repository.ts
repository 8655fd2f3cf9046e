import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionRepository } from '../../../core/platform/access/ports';

export interface SessionsFixture {
  readonly sessions: SessionRepository;
  /** Makes an account the sessions can belong to (the SQL table has a foreign key). */
  newAccountId(): Promise<number>;
}

const t0 = new Date('2026-01-15T12:00:00.000Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);

export function sessionRepositoryContract(fresh: () => Promise<SessionsFixture>): void {
  describe('SessionRepository contract', () => {
    let f: SessionsFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('create returns the session (last seen = created) and findActive finds it by token hash', async () => {
      const accountId = await f.newAccountId();
      const session = await f.sessions.create(accountId, 'h1', t0, plus(12 * 3_600_000), '192.0.2.1');
      expect(session).toMatchObject({ accountId, createdAt: t0, lastSeenAt: t0, expiresAt: plus(12 * 3_600_000) });
      expect(await f.sessions.findActive('h1')).toEqual(session);
    });

    it('an unknown token hash finds nothing', async () => {
      await f.sessions.create(await f.newAccountId(), 'h1', t0, plus(1000), 'ip');
      expect(await f.sessions.findActive('h2')).toBeNull();
      expect(await f.sessions.findActive('')).toBeNull();
    });

    it('touch moves last-seen and nothing else', async () => {
      const session = await f.sessions.create(await f.newAccountId(), 'h1', t0, plus(60_000), 'ip');
      await f.sessions.touch(session.id, plus(1234));
      expect(await f.sessions.findActive('h1')).toEqual({ ...session, lastSeenAt: plus(1234) });
    });

    it('revoke hides only that session, and revoking twice is harmless', async () => {
      const accountId = await f.newAccountId();
      const a = await f.sessions.create(accountId, 'ha', t0, plus(60_000), 'ip');
      const b = await f.sessions.create(accountId, 'hb', t0, plus(60_000), 'ip');
      await f.sessions.revoke(a.id, plus(1));
      await f.sessions.revoke(a.id, plus(2));
      expect(await f.sessions.findActive('ha')).toBeNull();
      expect(await f.sessions.findActive('hb')).toEqual(b);
    });

    it('revokeAllFor ends every session of the account and no other account\'s', async () => {
      const mine = await f.newAccountId();
      const theirs = await f.newAccountId();
      for (const hash of ['m1', 'm2', 'm3']) await f.sessions.create(mine, hash, t0, plus(60_000), 'ip');
      const other = await f.sessions.create(theirs, 'o1', t0, plus(60_000), 'ip');
      await f.sessions.revokeAllFor(mine, plus(5));
      for (const hash of ['m1', 'm2', 'm3']) expect(await f.sessions.findActive(hash)).toBeNull();
      expect(await f.sessions.findActive('o1')).toEqual(other);
    });

    it('findActive does not judge expiry (the use case does): an expired session is still returned', async () => {
      const session = await f.sessions.create(await f.newAccountId(), 'h1', t0, plus(1), 'ip');
      expect(await f.sessions.findActive('h1')).toEqual(session);
    });

    it('session ids are distinct', async () => {
      const accountId = await f.newAccountId();
      const ids = new Set<number>();
      for (let i = 0; i < 5; i++) ids.add((await f.sessions.create(accountId, `h${i}`, t0, plus(1000), 'ip')).id);
      expect(ids.size).toBe(5);
    });
  });
}
