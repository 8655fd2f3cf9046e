import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionRepository } from '../../../core/platform/access/ports';

export interface SessionsFixture {
  readonly sessions: SessionRepository;
  /** Makes an account the sessions can belong to (the SQL table has a foreign key). */
  newAccountId(): Promise<number>;
}

const t0 = new Date('2026-01-15T12:00:00.000Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);
const LOGOUT = { reason: 'logout' } as const;
const ORIGIN = { ip: '198.51.100.4', userAgent: '' };

export function sessionRepositoryContract(fresh: () => Promise<SessionsFixture>): void {
  describe('SessionRepository contract', () => {
    let f: SessionsFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('create returns the session (last seen = created) and findActive finds it by token hash', async () => {
      const accountId = await f.newAccountId();
      const session = await f.sessions.create(accountId, 'h1', t0, plus(12 * 3_600_000), { ip: '192.0.2.1', userAgent: 'Firefox/140' });
      expect(session).toMatchObject({
        accountId,
        createdAt: t0,
        lastSeenAt: t0,
        expiresAt: plus(12 * 3_600_000),
        ip: '192.0.2.1',
        userAgent: 'Firefox/140',
        scope: 'full',
      });
      expect(await f.sessions.findActive('h1')).toEqual(session);
    });

    it('a withdrawal-only session keeps its scope', async () => {
      const session = await f.sessions.create(await f.newAccountId(), 'h1', t0, plus(60_000), ORIGIN, 'withdrawal');
      expect(session.scope).toBe('withdrawal');
      expect(await f.sessions.findActive('h1')).toEqual(session);
    });

    it('an unknown token hash finds nothing', async () => {
      await f.sessions.create(await f.newAccountId(), 'h1', t0, plus(1000), ORIGIN);
      expect(await f.sessions.findActive('h2')).toBeNull();
      expect(await f.sessions.findActive('')).toBeNull();
    });

    it('touch moves last-seen and nothing else', async () => {
      const session = await f.sessions.create(await f.newAccountId(), 'h1', t0, plus(60_000), ORIGIN);
      await f.sessions.touch(session.id, plus(1234));
      expect(await f.sessions.findActive('h1')).toEqual({ ...session, lastSeenAt: plus(1234) });
    });

    it('revoke hides only that session, and revoking twice is harmless', async () => {
      const accountId = await f.newAccountId();
      const a = await f.sessions.create(accountId, 'ha', t0, plus(60_000), ORIGIN);
      const b = await f.sessions.create(accountId, 'hb', t0, plus(60_000), ORIGIN);
      await f.sessions.revoke(a.id, plus(1), LOGOUT);
      await f.sessions.revoke(a.id, plus(2), LOGOUT);
      expect(await f.sessions.findActive('ha')).toBeNull();
      expect(await f.sessions.findActive('hb')).toEqual(b);
    });

    it("revokeAllFor ends every session of the account and no other account's", async () => {
      const mine = await f.newAccountId();
      const theirs = await f.newAccountId();
      for (const hash of ['m1', 'm2', 'm3']) await f.sessions.create(mine, hash, t0, plus(60_000), ORIGIN);
      const other = await f.sessions.create(theirs, 'o1', t0, plus(60_000), ORIGIN);
      await f.sessions.revokeAllFor(mine, plus(5), LOGOUT);
      for (const hash of ['m1', 'm2', 'm3']) expect(await f.sessions.findActive(hash)).toBeNull();
      expect(await f.sessions.findActive('o1')).toEqual(other);
    });

    it('shortenTo brings expiries forward to the lifetime after each start, never later, and leaves other accounts alone', async () => {
      const mine = await f.newAccountId();
      const long = await f.sessions.create(mine, 'l', t0, plus(3_600_000), ORIGIN);
      const short = await f.sessions.create(mine, 's', plus(1000), plus(2000), ORIGIN);
      const other = await f.sessions.create(await f.newAccountId(), 'o', t0, plus(3_600_000), ORIGIN);
      await f.sessions.shortenTo(mine, 60_000);
      expect(await f.sessions.findActive('l')).toEqual({ ...long, expiresAt: plus(60_000) });
      expect(await f.sessions.findActive('s')).toEqual(short);
      expect(await f.sessions.findActive('o')).toEqual(other);
    });

    it('findActive does not judge expiry (the use case does): an expired session is still returned', async () => {
      const session = await f.sessions.create(await f.newAccountId(), 'h1', t0, plus(1), ORIGIN);
      expect(await f.sessions.findActive('h1')).toEqual(session);
    });

    it("listActive gives the account's unrevoked, unexpired sessions, last seen first", async () => {
      const mine = await f.newAccountId();
      const old = await f.sessions.create(mine, 'a', t0, plus(60_000), { ip: '192.0.2.1', userAgent: 'A' });
      const recent = await f.sessions.create(mine, 'b', t0, plus(60_000), { ip: '192.0.2.2', userAgent: 'B' });
      const revoked = await f.sessions.create(mine, 'c', t0, plus(60_000), ORIGIN);
      await f.sessions.create(mine, 'd', t0, plus(10), ORIGIN);
      await f.sessions.create(await f.newAccountId(), 'e', t0, plus(60_000), ORIGIN);
      await f.sessions.touch(recent.id, plus(5));
      await f.sessions.revoke(revoked.id, plus(1), LOGOUT);
      expect(await f.sessions.listActive(mine, plus(20))).toEqual([{ ...recent, lastSeenAt: plus(5) }, old]);
      expect(await f.sessions.listActive(mine, plus(60_000))).toEqual([]);
    });

    it('revokeOf ends only a live session of that account', async () => {
      const mine = await f.newAccountId();
      const theirs = await f.newAccountId();
      const a = await f.sessions.create(mine, 'a', t0, plus(60_000), ORIGIN);
      const b = await f.sessions.create(theirs, 'b', t0, plus(60_000), ORIGIN);
      expect(await f.sessions.revokeOf(mine, b.id, plus(1), LOGOUT)).toBe(false);
      expect(await f.sessions.findActive('b')).toEqual(b);
      expect(await f.sessions.revokeOf(mine, a.id, plus(1), LOGOUT)).toBe(true);
      expect(await f.sessions.revokeOf(mine, a.id, plus(2), LOGOUT)).toBe(false);
      expect(await f.sessions.findActive('a')).toBeNull();
    });

    it("revokeOthers keeps one session and ends the account's others, counting them", async () => {
      const mine = await f.newAccountId();
      const keep = await f.sessions.create(mine, 'k', t0, plus(60_000), ORIGIN);
      for (const hash of ['x', 'y']) await f.sessions.create(mine, hash, t0, plus(60_000), ORIGIN);
      const other = await f.sessions.create(await f.newAccountId(), 'o', t0, plus(60_000), ORIGIN);
      expect(await f.sessions.revokeOthers(mine, keep.id, plus(1), LOGOUT)).toBe(2);
      expect(await f.sessions.revokeOthers(mine, keep.id, plus(2), LOGOUT)).toBe(0);
      expect(await f.sessions.listActive(mine, plus(3))).toEqual([keep]);
      expect(await f.sessions.findActive('o')).toEqual(other);
    });

    it('session ids are distinct', async () => {
      const accountId = await f.newAccountId();
      const ids = new Set<number>();
      for (let i = 0; i < 5; i++) ids.add((await f.sessions.create(accountId, `h${i}`, t0, plus(1000), ORIGIN)).id);
      expect(ids.size).toBe(5);
    });
  });
}
