import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Authenticate } from '../../../../core/platform/access/authenticate';
import { openSession } from '../../../../core/platform/access/open-session';
import { accessWorld, addAccount } from '../../../support/access-world';

const MIN = 60_000;

async function setup(session = { idleMinutes: 30, absoluteHours: 12 }) {
  const world = accessWorld({ session });
  const alice = await addAccount(world, 'alice', 'alice123');
  const token = await openSession(world, await world.settings.load(), alice.id, { ip: '192.0.2.1' });
  return { world, alice, token, auth: new Authenticate(world) };
}

describe('Authenticate', () => {
  it('no token, or one no session has, is not logged in', async () => {
    const { auth } = await setup();
    expect(await auth.execute(undefined, '127.0.0.1')).toEqual({ ok: false, error: { code: 'access.not_logged_in' } });
    expect(await auth.execute('', '127.0.0.1')).toEqual({ ok: false, error: { code: 'access.not_logged_in' } });
    expect(await auth.execute('token-999', '127.0.0.1')).toEqual({ ok: false, error: { code: 'access.not_logged_in' } });
  });

  it('a live session gives its account and the role of its type', async () => {
    const { world, alice, token, auth } = await setup();
    expect(await auth.execute(token, '127.0.0.1')).toMatchObject({ ok: true, value: { account: alice, role: 'member', session: { accountId: alice.id } } });
    const staff = await addAccount(world, 'support', 'Support#2026', { type: 90 });
    const staffToken = await openSession(world, await world.settings.load(), staff.id, { ip: 'console' });
    expect(await auth.execute(staffToken, '127.0.0.1')).toMatchObject({ ok: true, value: { role: 'staff' } });
  });

  it('idle for exactly 30 minutes is still alive; one millisecond more expires the session and revokes it', async () => {
    const { world, token, auth } = await setup();
    world.clock.advance(30 * MIN);
    expect((await auth.execute(token, '127.0.0.1')).ok).toBe(true);
    world.clock.advance(30 * MIN + 1);
    expect(await auth.execute(token, '127.0.0.1')).toEqual({ ok: false, error: { code: 'access.session_expired' } });
    world.clock.advance(-30 * MIN);
    expect(await auth.execute(token, '127.0.0.1')).toEqual({ ok: false, error: { code: 'access.not_logged_in' } });
  });

  it('activity keeps a session alive until the absolute timeout (12 hours), then it ends', async () => {
    const { world, token, auth } = await setup();
    for (let t = 0; t < 12 * 60; t += 20) {
      expect((await auth.execute(token, '127.0.0.1')).ok, `minute ${t}`).toBe(true);
      world.clock.advance(20 * MIN);
    }
    expect(await auth.execute(token, '127.0.0.1')).toEqual({ ok: false, error: { code: 'access.session_expired' } });
  });

  it('last-seen is written at most once a minute', async () => {
    const { world, alice, token, auth } = await setup();
    const created = world.clock.now();
    world.clock.advance(30_000);
    await auth.execute(token, '127.0.0.1');
    expect(world.sessions.activeFor(alice.id)[0]!.lastSeenAt).toEqual(created);
    world.clock.advance(30_001);
    await auth.execute(token, '127.0.0.1');
    expect(world.sessions.activeFor(alice.id)[0]!.lastSeenAt).toEqual(world.clock.now());
  });

  it('property: over any pattern of requests, the session lives exactly as the idle and absolute rules say', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ idleMinutes: fc.integer({ min: 1, max: 60 }), absoluteHours: fc.integer({ min: 1, max: 3 }) }),
        fc.array(fc.integer({ min: 0, max: 70 * MIN }), { minLength: 1, maxLength: 40 }),
        async (session, gaps) => {
          const { world, token, auth } = await setup(session);
          const start = world.clock.now().getTime();
          let lastSeen = start;
          let alive = true;
          for (const gap of gaps) {
            world.clock.advance(gap);
            const now = world.clock.now().getTime();
            const result = await auth.execute(token, '127.0.0.1');
            if (alive && (now >= start + session.absoluteHours * 3_600_000 || now - lastSeen > session.idleMinutes * MIN)) {
              alive = false;
              expect(result).toEqual({ ok: false, error: { code: 'access.session_expired' } });
            } else if (alive) {
              expect(result.ok).toBe(true);
              if (now - lastSeen > MIN) lastSeen = now;
            } else expect(result).toEqual({ ok: false, error: { code: 'access.not_logged_in' } });
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
