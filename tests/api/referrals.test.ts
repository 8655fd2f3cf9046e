import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { available, fund } from '../support/withdrawal-world';
import { call, putSetting, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

vi.setConfig({ testTimeout: 240_000 });

describe.each(testBackends())('invite friends on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  const fresh = async (extra: Record<string, unknown> = {}) => {
    await server.database.db.deleteFrom('rate_hits').execute();
    const username = uniqueUsername('rf');
    return { username, ...(await registerMember(server, username, 'Abc12345', extra)) };
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  it('a friend who registers with the link and makes a qualifying first deposit pays the referrer once, across concurrent runs', async () => {
    expect((await putSetting(server, staff, 'referral', { reward: 5000, minFirstDeposit: 20000 })).status).toBe(200);
    const referrer = await fresh();
    const page = async () => (await call(server, 'GET', '/wps/member/referral', { token: referrer.token })).body.value;
    const mine = await page();
    expect(mine).toMatchObject({ enabled: true, code: expect.stringMatching(/^[A-Z2-7]{13}$/), reward: '5000', minFirstDeposit: '20000', friends: [] });
    expect((await call(server, 'GET', '/wps/member/info', { token: referrer.token })).body.value.promo).toEqual({ REFERRAL: { enabled: true } });

    const friend = await fresh({ referralCode: mine.code });
    const stranger = await fresh({ referralCode: 'RZZZZZZ' });
    expect((await page()).friends).toMatchObject([{ name: expect.stringContaining('*'), reward: null }]);
    await fund(server, staff, friend.token, '150');
    await fund(server, staff, stranger.token, '500');
    await server.platform.engagement.payReferrals.execute();
    expect(await available(server, referrer.token)).toBe(0n);

    await fund(server, staff, friend.token, '200');
    await Promise.all([1, 2, 3].map(() => server.platform.engagement.payReferrals.execute()));
    await server.platform.engagement.payReferrals.execute();
    expect(await available(server, referrer.token)).toBe(5000n);
    expect((await page()).friends).toMatchObject([{ reward: '5000' }]);
    const told = await server.database.db
      .selectFrom('messages')
      .select('params')
      .where('type', '=', 'referral_reward')
      .where('account_id', '=', referrer.id)
      .execute();
    expect(told.map((m) => m.params)).toEqual([{ amount: '5000' }]);
    expect((await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value).toMatchObject({ ok: true });
  });

  it('invite codes are random: two members registered one after the other get unrelated codes, and a code made from an account id names nobody', async () => {
    expect((await putSetting(server, staff, 'referral', { reward: 5000, minFirstDeposit: 20000 })).status).toBe(200);
    const [first, second] = [await fresh(), await fresh()];
    const codeOf = async (token: string) => (await call(server, 'GET', '/wps/member/referral', { token })).body.value.code as string;
    const [a, b] = [await codeOf(first.token), await codeOf(second.token)];
    expect(await codeOf(second.token)).toBe(b);
    expect([a, b]).toEqual([expect.stringMatching(/^[A-Z2-7]{13}$/), expect.stringMatching(/^[A-Z2-7]{13}$/)]);
    expect(second.id).toBe(first.id + 1);
    expect([...a].filter((c, i) => c !== b[i]).length).toBeGreaterThan(6);

    const guessed = await fresh({ referralCode: `R${second.id.toString(36).toUpperCase()}` });
    const numeric = await fresh({ referralCode: String(second.id) });
    const retyped = await fresh({ referralCode: b.toLowerCase() });
    for (const friend of [guessed, numeric, retyped]) await fund(server, staff, friend.token, '300');
    await server.platform.engagement.payReferrals.execute();
    expect(await available(server, second.token)).toBe(5000n);
    const friends = (await call(server, 'GET', '/wps/member/referral', { token: second.token })).body.value.friends;
    expect(friends).toMatchObject([{ reward: '5000' }]);
  });

  it('nothing is paid while the operator has invite friends off; staff have no referral page', async () => {
    expect((await call(server, 'GET', '/wps/member/referral', { token: staff, console: true })).body.code).toBe('access.forbidden');
    const referrer = await fresh();
    const code = (await call(server, 'GET', '/wps/member/referral', { token: referrer.token })).body.value.code as string;
    const friend = await fresh({ referralCode: code });
    const flags = (await call(server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value.whitelabel as {
      modId: string;
      enabled: boolean;
    }[];
    const off = flags.map((n) => (n.modId === 'REFERRAL' ? { ...n, enabled: false } : n));
    expect((await putSetting(server, staff, 'whitelabel', off)).status).toBe(200);
    try {
      await fund(server, staff, friend.token, '200');
      expect(await server.platform.engagement.payReferrals.execute()).toBe(0);
      expect(await available(server, referrer.token)).toBe(0n);
      expect((await call(server, 'GET', '/wps/member/referral', { token: referrer.token })).body.value.enabled).toBe(false);
    } finally {
      await putSetting(server, staff, 'whitelabel', flags);
    }
  });
});
