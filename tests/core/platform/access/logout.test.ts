import { describe, expect, it } from 'vitest';
import { Authenticate } from '../../../../core/platform/access/authenticate';
import { Logout } from '../../../../core/platform/access/logout';
import { openSession } from '../../../../core/platform/access/open-session';
import { accessWorld, addAccount } from '../../../support/access-world';

describe('Logout', () => {
  it("ends the caller's session only; the account's other sessions stay", async () => {
    const world = accessWorld();
    const alice = await addAccount(world, 'alice', 'alice123');
    const settings = await world.settings.load();
    const phone = await openSession(world, settings, alice.id, { ip: '192.0.2.1' });
    const laptop = await openSession(world, settings, alice.id, { ip: '192.0.2.2' });
    const auth = new Authenticate(world);
    const principal = await auth.execute(phone, '127.0.0.1');
    if (!principal.ok) throw new Error('expected a session');
    expect(await new Logout(world).execute(principal.value)).toEqual({ ok: true, value: null });
    expect(await auth.execute(phone, '127.0.0.1')).toEqual({ ok: false, error: { code: 'access.not_logged_in' } });
    expect((await auth.execute(laptop, '127.0.0.1')).ok).toBe(true);
    expect(await new Logout(world).execute(principal.value)).toEqual({ ok: true, value: null });
  });
});
