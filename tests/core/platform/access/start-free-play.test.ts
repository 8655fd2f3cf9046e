import { describe, expect, it } from 'vitest';
import { Authenticate } from '../../../../core/platform/access/authenticate';
import { Login } from '../../../../core/platform/access/login';
import { DEMO_CREDIT_ACCOUNT, FREE_PLAY_RATE, StartFreePlay } from '../../../../core/platform/access/start-free-play';
import { accessWorld, CALLER, type AccessWorld } from '../../../support/access-world';
import { FakeRandom } from '../../../support/fakes/clock';

const start = (world: AccessWorld, ip = CALLER.ip) => new StartFreePlay(world).execute({ ip });

describe('StartFreePlay', () => {
  it('makes a logged-in trial account named trial_<12 hex> holding the trial credit', async () => {
    const world = accessWorld();
    const result = await start(world);
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.account).toMatch(/^trial_[0-9a-f]{12}$/);
    const account = (await world.accounts.findByUsername(result.value.account))!;
    expect(account).toMatchObject({ type: 4, firstLoginAt: world.clock.now() });
    expect(await world.ledger.mainBalance(account.id)).toBe(200_000n);
    expect(world.ledger.systemBalance(DEMO_CREDIT_ACCOUNT)).toBe(-200_000n);
    expect(await new Authenticate(world).execute(result.value.token, '127.0.0.1')).toMatchObject({ ok: true, value: { role: 'trial' } });
  });

  it('the trial gets the trial credit once: a replayed credit with its key moves nothing', async () => {
    const world = accessWorld({ trialCredit: 12_345 });
    const result = await start(world);
    if (!result.ok) throw new Error(result.error.code);
    const id = (await world.accounts.findByUsername(result.value.account))!.id;
    await world.ledger.creditFromSystem(DEMO_CREDIT_ACCOUNT, id, 12_345n, `freeplay:${id}`, 'demo_credit');
    expect(await world.ledger.mainBalance(id)).toBe(12_345n);
  });

  it('each free play is a new account with its own single credit', async () => {
    const world = accessWorld({ trialCredit: 500 });
    const names = [];
    for (let i = 0; i < 3; i++) {
      const r = await start(world);
      if (!r.ok) throw new Error(r.error.code);
      names.push(r.value.account);
    }
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(await world.ledger.mainBalance((await world.accounts.findByUsername(name))!.id)).toBe(500n);
    expect(world.ledger.systemBalance(DEMO_CREDIT_ACCOUNT)).toBe(-1500n);
  });

  it('a trial credit of 0 gives an empty wallet and moves nothing', async () => {
    const world = accessWorld({ trialCredit: 0 });
    const r = await start(world);
    if (!r.ok) throw new Error(r.error.code);
    expect(await world.ledger.mainBalance((await world.accounts.findByUsername(r.value.account))!.id)).toBe(0n);
    expect(world.ledger.systemBalance(DEMO_CREDIT_ACCOUNT)).toBe(0n);
  });

  it('a trial account cannot log in with a password later', async () => {
    const world = accessWorld();
    const r = await start(world);
    if (!r.ok) throw new Error(r.error.code);
    const login = await new Login(world).execute(
      { username: r.value.account, password: 'anything1', type: 'username', site: 'member', verification: await world.human.solvedPayload() },
      CALLER,
    );
    expect(login).toMatchObject({ ok: false, error: { code: 'access.invalid_credentials' } });
  });

  it('a name collision gives access.trial_unavailable (and no credit)', async () => {
    const world = { ...accessWorld(), random: new FakeRandom([[1, 2, 3, 4, 5, 6], [9], [1, 2, 3, 4, 5, 6], [9]]) };
    expect((await start(world)).ok).toBe(true);
    expect(await start(world)).toEqual({ ok: false, error: { code: 'access.trial_unavailable' } });
    expect(world.ledger.systemBalance(DEMO_CREDIT_ACCOUNT)).toBe(-200_000n);
  });

  it(`one ip gets ${FREE_PLAY_RATE.limit} free plays an hour`, async () => {
    const world = accessWorld();
    world.clock.set(Date.UTC(2026, 0, 15, 12, 0, 0));
    for (let i = 0; i < FREE_PLAY_RATE.limit; i++) expect((await start(world)).ok).toBe(true);
    expect(await start(world)).toEqual({ ok: false, error: { code: 'access.too_many_requests' } });
    expect((await start(world, '198.51.100.3')).ok).toBe(true);
  });
});
