import { describe, expect, it } from 'vitest';
import { CreateStaff } from '../../../../core/platform/access/create-staff';
import { Login } from '../../../../core/platform/access/login';
import { accessWorld, addAccount, CALLER, principalOf } from '../../../support/access-world';

describe('CreateStaff', () => {
  it('the operator (CLI on the database) creates a staff account that works on the console only', async () => {
    const world = accessWorld();
    expect(await new CreateStaff(world).execute('operator', ' Helper1 ', 'Str0ng#Pass')).toEqual({ ok: true, value: { id: 10_000_001, account: 'helper1' } });
    expect(await world.accounts.findByUsername('helper1')).toMatchObject({ type: 90, nickname: 'Helper1', isDefaultPassword: false });
    const login = new Login(world);
    const as = async (site: 'member' | 'console') =>
      login.execute({ username: 'helper1', password: 'Str0ng#Pass', type: 'username', site, verification: await world.human.solvedPayload() }, CALLER);
    expect(await as('member')).toEqual({ ok: false, error: { code: 'access.non_member_login' } });
    expect((await as('console')).ok).toBe(true);
  });

  it('staff may create staff; members and agents may not', async () => {
    const world = accessWorld();
    const staff = await principalOf(world, await addAccount(world, 'support', 'Support#2026', { type: 90 }));
    const member = await principalOf(world, await addAccount(world, 'alice', 'alice123'));
    const agent = await principalOf(world, await addAccount(world, 'agent1', 'agent123', { type: 1 }));
    const create = new CreateStaff(world);
    expect((await create.execute(staff, 'helper2', 'Str0ng#Pass')).ok).toBe(true);
    expect(await create.execute(member, 'helper3', 'Str0ng#Pass')).toEqual({ ok: false, error: { code: 'access.forbidden' } });
    expect(await create.execute(agent, 'helper4', 'Str0ng#Pass')).toEqual({ ok: false, error: { code: 'access.forbidden' } });
    expect(await world.accounts.findByUsername('helper3')).toBeNull();
  });

  it('staff passwords must be strong (10+ with upper, lower, digit and symbol); usernames follow the username pattern', async () => {
    const world = accessWorld();
    const create = new CreateStaff(world);
    for (const weak of ['Sh0rt#', 'alllower#12', 'NoSymbol123', 'With Space#1']) {
      expect(await create.execute('operator', 'helper5', weak), weak).toMatchObject({
        ok: false,
        error: { code: 'validation.pattern.strongPassword', field: 'password' },
      });
    }
    expect(await create.execute('operator', '1bad', 'Str0ng#Pass')).toMatchObject({
      ok: false,
      error: { code: 'validation.pattern.letterFirstAlnum', field: 'username' },
    });
    expect(world.hasher.hashes).toBe(0);
  });

  it('a taken username gives access.username_taken', async () => {
    const world = accessWorld();
    await addAccount(world, 'helper6', 'whatever1');
    expect(await new CreateStaff(world).execute('operator', 'HELPER6', 'Str0ng#Pass')).toEqual({
      ok: false,
      error: { code: 'access.username_taken', field: 'username' },
    });
  });
});
