import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackends } from '../support/backends';
import { rollDice as rollHouseDice } from '../support/house-play';
import { startTestServer, type TestServer } from '../support/test-server';
import { available, fund, newMember } from '../support/withdrawal-world';
import { call, putSetting, rowCounts, staffToken } from '../support/wps-http';

/** The shipped name of VIP level 1 in Urdu (adapters/config/defaults.json). */
const BRONZE_UR = 'کانسی';

vi.setConfig({ testTimeout: 240_000 });

describe.each(testBackends())('VIP levels and manual rebate on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  const rollDice = (token: string, times: number, amount: string) => rollHouseDice(server, token, times, amount);

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  it('a member rises a level when both thresholds are met; the rise is recorded and announced once and shows on member info', async () => {
    const member = await newMember(server);
    const status = (await call(server, 'GET', '/wps/member/vip', { token: member.token })).body.value;
    expect(status).toMatchObject({
      level: 0,
      name: 'Member',
      validBet: '0',
      deposit: '0',
      next: { level: { level: 1, name: 'Bronze' }, validBetNeeded: '1000000', depositNeeded: '200000' },
    });
    await fund(server, staff, member.token, '12000');
    expect((await call(server, 'GET', '/wps/member/vip', { token: member.token })).body.value).toMatchObject({
      level: 0,
      next: { validBetNeeded: '1000000', depositNeeded: '0' },
    });
    await rollDice(member.token, 2, '500000');
    const risen = await Promise.all(Array.from({ length: 4 }, () => call(server, 'GET', '/wps/member/vip', { token: member.token })));
    for (const r of risen) expect(r.body.value).toMatchObject({ level: 1, name: 'Bronze', validBet: '1000000', next: { level: { level: 2 } } });
    const told = await server.database.db
      .selectFrom('messages')
      .select('params')
      .where('type', '=', 'vip_upgraded')
      .where('account_id', '=', member.id)
      .execute();
    expect(told.map((m) => m.params)).toEqual([{ level: '1', name: 'Bronze' }]);
    expect((await call(server, 'GET', '/wps/member/info', { token: member.token })).body.value).toMatchObject({ vip: true, vipLabel: 'Bronze', vipLevel: 1 });
    expect((await call(server, 'GET', '/wps/member/info/icon', { token: member.token })).body.value).toMatchObject({ vip: true, vipLabel: 'Bronze' });
  });

  it("announces a rise with the level's name in the member's language", async () => {
    const member = await newMember(server);
    expect((await call(server, 'PUT', '/wps/member/language', { token: member.token, body: { language: 'UR' } })).status).toBe(200);
    await fund(server, staff, member.token, '12000');
    await rollDice(member.token, 2, '500000');
    expect((await call(server, 'GET', '/wps/member/vip', { token: member.token })).body.value).toMatchObject({ level: 1 });
    const told = await server.database.db
      .selectFrom('messages')
      .select('params')
      .where('type', '=', 'vip_upgraded')
      .where('account_id', '=', member.id)
      .execute();
    expect(told.map((m) => m.params)).toEqual([{ level: '1', name: BRONZE_UR }]);
  });

  it('the manual rebate shows the valid bet since the last claim by game type and pays it once under concurrent claims', async () => {
    const member = await newMember(server);
    const preview = async () => (await call(server, 'GET', '/wps/member/rebate', { token: member.token })).body.value;
    expect(await preview()).toMatchObject({ level: 0, lines: [], total: '0', minAmount: '100' });
    expect((await call(server, 'POST', '/wps/member/rebate/claim', { token: member.token })).body.code).toBe('rebate.below_minimum');
    await fund(server, staff, member.token, '1000');
    await rollDice(member.token, 3, '10000');
    expect(await preview()).toMatchObject({ lines: [{ gameType: 'RNG', validBet: '30000', basisPoints: 40, amount: '120' }], total: '120' });

    const before = await available(server, member.token);
    const claims = await Promise.all(Array.from({ length: 5 }, () => call(server, 'POST', '/wps/member/rebate/claim', { token: member.token })));
    const paid = claims.filter((c) => c.body.success);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.value).toMatchObject({ amount: '120', status: 'paid', lines: [{ gameType: 'RNG', validBet: '30000' }] });
    for (const c of claims.filter((a) => !a.body.success)) expect(['rebate.already_claimed', 'rebate.below_minimum']).toContain(c.body.code);
    expect(await available(server, member.token)).toBe(before + 120n);
    expect(await preview()).toMatchObject({ lines: [], total: '0', history: [{ amount: '120', status: 'paid' }] });
    expect((await call(server, 'POST', '/wps/member/rebate/claim', { token: member.token })).body.code).toBe('rebate.below_minimum');
    expect((await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value).toMatchObject({ ok: true });
  });

  it('operators change levels and rates through settings, which refuse disorder; trial and staff have no rebate', async () => {
    const levels = [
      { level: 0, name: 'Member', validBet: 0, deposit: 0 },
      { level: 1, name: 'Gold', validBet: 100, deposit: 0 },
    ];
    expect((await putSetting(server, staff, 'vip', { levels })).status).toBe(200);
    const member = await newMember(server);
    expect((await call(server, 'GET', '/wps/member/vip', { token: member.token })).body.value.levels).toHaveLength(2);
    for (const bad of [[{ ...levels[1], level: 0 }], [levels[0], { ...levels[1], validBet: -1 }], [{ ...levels[0], validBet: 5 }, levels[1]]]) {
      expect((await putSetting(server, staff, 'vip', { levels: bad })).body.code).toBe('system.invalid_setting_value');
    }
    expect((await putSetting(server, staff, 'rebate', { minAmount: 100, rates: [{ gameType: 'RNG', basisPoints: [20000] }] })).body.code).toBe(
      'system.invalid_setting_value',
    );
    const before = await rowCounts(server, ['rebate_claims', 'ledger_transfers']);
    expect((await call(server, 'GET', '/wps/member/rebate', { token: staff, console: true })).body.code).toBe('access.forbidden');
    const trial = await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } });
    expect((await call(server, 'POST', '/wps/member/rebate/claim', { token: trial.body.value.token })).body.code).toBe('access.need_true_account');
    expect(await rowCounts(server, ['rebate_claims'])).toEqual({ rebate_claims: before.rebate_claims });
  });
});
