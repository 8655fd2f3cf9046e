import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { AGENT, bearerLogin, call, fundMember, PLAYER, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

let sequence = 0;
const requestId = () => `team-${Date.now().toString(36)}-${++sequence}`;
const PAY = '135790';

describe.each(testBackends())('team transfers (to the upline, an agent to its downline) on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let agent: string;
  let player: string;
  const send = (token: string, body: Record<string, unknown>) =>
    call(server, 'POST', '/wps/member/transfer/team', { token, body: { paymentPassword: PAY, requestId: requestId(), ...body } });
  const balance = async (token: string) => BigInt((await call(server, 'GET', '/wps/member/info', { token })).body.value.balance as string);
  const link = (account: string, upline: string) =>
    call(server, 'PUT', `/wps/admin/member/${account}/upline`, { token: staff, console: true, body: { upline } });
  const withPaymentPassword = async (token: string) => {
    const set = await call(server, 'PUT', '/wps/member/payment-password', { token, body: { newPassword: PAY, confirmNewPassword: PAY } });
    if (set.status !== 200) throw new Error(`payment password answered ${set.status}`);
    return token;
  };
  const newMember = async (prefix: string) => {
    const username = uniqueUsername(prefix);
    return { username, token: await withPaymentPassword((await registerMember(server, username, 'Abc12345')).token) };
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    agent = await withPaymentPassword(await bearerLogin(server, AGENT.username, AGENT.password));
    player = await withPaymentPassword(await bearerLogin(server, PLAYER.username, PLAYER.password));
    await fundMember(server, staff, player, '500');
    await fundMember(server, staff, agent, '500');
  });
  afterAll(async () => server?.close());

  it('the demo player sits under the demo agent: it sees its upline, the agent sees its downline', async () => {
    expect((await call(server, 'GET', '/wps/member/transfer/team', { token: player })).body.value).toEqual({
      upline: { account: 'demo_agent', nickname: 'demo_agent' },
      downlines: [],
    });
    const agentView = (await call(server, 'GET', '/wps/member/transfer/team', { token: agent })).body.value;
    expect(agentView.upline).toBeNull();
    expect(agentView.downlines).toContainEqual({ account: 'demo_player', nickname: 'demo_player' });
  });

  it('a member pays its direct upline once per request id; the agent pays its downline back', async () => {
    const [p0, a0] = [await balance(player), await balance(agent)];
    const id = requestId();
    const answers = await Promise.all([0, 1, 2].map(() => send(player, { recipient: 'demo_agent', amount: '100.25', requestId: id })));
    for (const a of answers) expect(a.body.value).toMatchObject({ recipient: 'demo_agent', amount: '10025', scale: 2 });
    expect(answers.filter((a) => a.body.value.replayed === false)).toHaveLength(1);
    expect([await balance(player), await balance(agent)]).toEqual([p0 - 10025n, a0 + 10025n]);
    const other = await send(player, { recipient: 'demo_agent', amount: '1', requestId: id });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('wallet.idempotency_conflict');
    expect((await send(agent, { recipient: 'DEMO_PLAYER', amount: '0.25' })).status).toBe(200);
    expect([await balance(player), await balance(agent)]).toEqual([p0 - 10000n, a0 + 10000n]);
  });

  it('refuses anyone but the direct upline or an agent’s direct downline as not found, and moves nothing', async () => {
    const outsider = await newMember('tout');
    const child = await newMember('tchild');
    expect((await link(child.username, 'demo_player')).body.value).toEqual({ account: child.username, upline: 'demo_player' });
    await fundMember(server, staff, child.token, '100');
    const before = await rowCounts(server, ['ledger_transfers']);
    const refusals: [string, Record<string, unknown>][] = [
      [player, { recipient: child.username }],
      [player, { recipient: outsider.username }],
      [child.token, { recipient: 'demo_agent' }],
      [agent, { recipient: child.username }],
      [agent, { recipient: outsider.username }],
      [outsider.token, { recipient: 'demo_agent' }],
      [player, { recipient: 'demo_player' }],
      [player, { recipient: 'support' }],
      [player, { recipient: 'no_such_account' }],
    ];
    for (const [token, body] of refusals) {
      const answer = await send(token, { amount: '1', ...body });
      expect(answer.status, JSON.stringify(body)).toBe(404);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: 'wallet.recipient_not_found', value: { field: 'recipient' } });
    }
    expect(await rowCounts(server, ['ledger_transfers'])).toEqual(before);
    expect((await send(child.token, { recipient: 'demo_player', amount: '1' })).status).toBe(200);
  });

  it('missing or wrong payment passwords, bad amounts and too little money are refused with nothing moved', async () => {
    const fresh = await registerMember(server, uniqueUsername('tnp'), 'Abc12345');
    const freshName = (await call(server, 'GET', '/wps/member/info', { token: fresh.token })).body.value.account as string;
    await link(freshName, 'demo_agent');
    const before = await rowCounts(server, ['ledger_transfers']);
    const cases: [string, Record<string, unknown>, number, string][] = [
      [fresh.token, { recipient: 'demo_agent', amount: '1' }, 400, 'wallet.payment_password_not_set'],
      [player, { recipient: 'demo_agent', amount: '1', paymentPassword: '' }, 400, 'validation.required'],
      [player, { recipient: 'demo_agent', amount: '0' }, 400, 'wallet.amount_not_positive'],
      [player, { recipient: 'demo_agent', amount: '1.005' }, 400, 'wallet.too_many_decimals'],
      [player, { recipient: 'demo_agent', amount: '9007199254740993' }, 400, 'wallet.amount_too_large'],
      [player, { recipient: 'demo_agent', amount: '100000' }, 402, 'wallet.insufficient_funds'],
      [player, { recipient: 'demo_agent', amount: '1', requestId: 'x' }, 400, 'wallet.invalid_request_id'],
      [player, { recipient: 'demo_agent', amount: '1', paymentPassword: '000000' }, 400, 'wallet.payment_password_wrong'],
    ];
    for (const [token, body, status, code] of cases) {
      const answer = await send(token, body);
      expect(answer.status, code).toBe(status);
      expect(answer.body.code, code).toBe(code);
    }
    for (const amount of ['-1', 'abc', '1e2', '1,000'])
      expect((await send(player, { recipient: 'demo_agent', amount })).body.code, amount).toMatch(/^validation\./);
    expect(await rowCounts(server, ['ledger_transfers'])).toEqual(before);
  });

  it('five wrong payment passwords lock team transfers even with the right one', async () => {
    const locked = await newMember('tlock');
    await link(locked.username, 'demo_agent');
    await fundMember(server, staff, locked.token, '100');
    for (let i = 0; i < 4; i++)
      expect((await send(locked.token, { recipient: 'demo_agent', amount: '1', paymentPassword: '999999' })).body.code).toBe('wallet.payment_password_wrong');
    expect((await send(locked.token, { recipient: 'demo_agent', amount: '1', paymentPassword: '999999' })).body.code).toBe('wallet.payment_password_wrong');
    const refused = await send(locked.token, { recipient: 'demo_agent', amount: '1' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('wallet.payment_password_locked');
  });

  it('concurrent transfers to the upline never overdraw, and the audit stays clean', async () => {
    const racer = await newMember('trace');
    await link(racer.username, 'demo_agent');
    await fundMember(server, staff, racer.token, '100');
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(racer.token, { recipient: 'demo_agent', amount: '30' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).toBe('wallet.insufficient_funds');
    expect(await balance(racer.token)).toBe(1000n);
    expect((await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value).toMatchObject({
      ok: true,
      sumOfBalances: '0',
      duplicateKeys: 0,
    });
  });

  it('trial players are asked to register; staff cannot transfer; only staff may link', async () => {
    const trial = await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } });
    const trialToken = trial.body.value.token as string;
    expect((await send(trialToken, { recipient: 'demo_agent', amount: '1' })).body.code).toBe('access.need_true_account');
    expect((await call(server, 'GET', '/wps/member/transfer/team', { token: trialToken })).body.code).toBe('access.need_true_account');
    expect((await send(staff, { recipient: 'demo_agent', amount: '1' })).status).toBe(403);
    expect((await call(server, 'PUT', '/wps/admin/member/demo_player/upline', { token: player, body: { upline: 'demo_agent' } })).status).toBe(403);
  });

  it('support links refuse cycles, trial and staff accounts, and unknown accounts', async () => {
    const trialAccount = (await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } })).body.value
      .account as string;
    const cases: [string, string, number, string][] = [
      ['demo_agent', 'demo_player', 409, 'agency.upline_cycle'],
      ['demo_agent', 'demo_agent', 409, 'agency.upline_cycle'],
      [trialAccount, 'demo_agent', 400, 'agency.trial_account'],
      ['demo_player', trialAccount, 400, 'agency.trial_account'],
      ['demo_player', 'support', 400, 'agency.staff_account'],
      ['nobody_here', 'demo_agent', 404, 'access.member_not_found'],
      ['demo_player', 'nobody_here', 404, 'access.member_not_found'],
    ];
    for (const [account, upline, status, code] of cases) {
      const answer = await link(account, upline);
      expect(answer.status, `${account} → ${upline}`).toBe(status);
      expect(answer.body.code, `${account} → ${upline}`).toBe(code);
    }
    expect((await call(server, 'GET', '/wps/member/transfer/team', { token: player })).body.value.upline).toMatchObject({ account: 'demo_agent' });
  });
});
