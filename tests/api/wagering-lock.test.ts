import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, calendarDateIn, startOfDayIn } from '../../core/domain/kernel/calendar';
import { testBackends } from '../support/backends';
import { clearOfDayEdge } from '../support/clock-edges';
import { rollDice } from '../support/house-play';
import { startTestServer, type TestServer } from '../support/test-server';
import { available, fund, PAY_PASSWORD, withdraw, withdrawingMember } from '../support/withdrawal-world';
import { bearerLogin, call, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';
import { expectBooksClean } from '../support/books';

vi.setConfig({ testTimeout: 240_000 });

const PASSWORD = 'Abc12345';
/** The daily sign-in bonus: 5.00, to be bet twice over (10.00) before any of the wallet may leave. */
const BONUS = { kind: 'daily_signin', category: 'others', title: 'Locked sign-in', amount: '5', turnoverMultiple: 2 };
const TURNOVER = '1000';
const WRITTEN = ['withdrawals', 'ledger_transfers', 'settlements', 'messages'] as const;

/** Every way money leaves a member's reach is refused while a bonus's turnover is not bet, writes nothing, and goes through once it is. */
describe.each(testBackends())('every money exit against the wagering lock on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let promotion: number;
  let seq = 0;
  const admin = (method: string, path: string, body?: unknown) =>
    call(server, method, path, { token: staff, console: true, ...(body !== undefined ? { body } : {}) });
  const teamTransfer = (token: string, recipient: string, amount: string) =>
    call(server, 'POST', '/wps/member/transfer/team', {
      token,
      body: { recipient, amount, paymentPassword: PAY_PASSWORD, requestId: `lock-${++seq}-${Date.now().toString(36)}` },
    });
  const claimBonus = async (token: string) =>
    expect((await call(server, 'POST', `/wps/promotions/${promotion}/claim`, { token })).body.value).toMatchObject({
      status: 'paid',
      turnoverRequired: TURNOVER,
    });
  const withPaymentPassword = async (token: string) =>
    expect(
      (await call(server, 'PUT', '/wps/member/payment-password', { token, body: { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD } })).status,
    ).toBe(200);
  const expectLocked = (answer: { status: number; body: { code: string; message: { params?: Record<string, unknown> } } }) => {
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'wallet.turnover_not_met', message: { params: { remaining: TURNOVER } } });
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    promotion = (await admin('POST', '/wps/admin/promotions', BONUS)).body.value.id;
  });
  afterAll(async () => server?.close());

  it('a member can neither withdraw nor pay its upline until the turnover is bet, and nothing is written meanwhile', async () => {
    clearOfDayEdge(server.clock);
    const member = await withdrawingMember(server, staff, '300', 'wlm');
    expect((await admin('PUT', `/wps/admin/member/${member.username}/upline`, { upline: 'demo_agent' })).status).toBe(200);
    await claimBonus(member.token);
    const balance = await available(server, member.token);
    const before = await rowCounts(server, WRITTEN);

    const offer = async () => (await call(server, 'GET', '/wps/member/withdraw', { token: member.token })).body.value.withdrawable;
    expect(await offer()).toEqual({ balance: balance.toString(), now: '0', hold: 'turnover', turnoverMissing: TURNOVER });
    expectLocked(await withdraw(server, member, '100'));
    expectLocked(await teamTransfer(member.token, 'demo_agent', '20'));
    expect(await rowCounts(server, WRITTEN)).toEqual(before);
    expect(await available(server, member.token)).toBe(balance);

    await rollDice(server, member.token, 1, TURNOVER);
    expect(await offer()).toMatchObject({ hold: null, turnoverMissing: '0' });
    expect((await withdraw(server, member, '100')).body.value).toMatchObject({ status: 'pending' });
    expect((await teamTransfer(member.token, 'demo_agent', '20')).body.value).toMatchObject({ recipient: 'demo_agent', amount: '2000' });
  });

  it('an agent can pay neither a downline nor a settlement it owes until the turnover is bet, and nothing is written meanwhile', async () => {
    clearOfDayEdge(server.clock);
    const username = uniqueUsername('wla');
    expect((await admin('POST', '/wps/admin/agents', { username, password: PASSWORD })).status).toBe(200);
    const firstLogin = await bearerLogin(server, username, PASSWORD);
    await withPaymentPassword(firstLogin);
    await fund(server, staff, firstLogin, '100');
    const downline = async (token: string, kind: 'member' | 'agent') => {
      const name = uniqueUsername(kind === 'agent' ? 'wlb' : 'wlp');
      const created = await call(server, 'POST', '/wps/agent/downlines', { token, body: { username: name, password: PASSWORD, kind } });
      expect(created.status).toBe(200);
      return { id: created.body.value.id as number, name, token: await bearerLogin(server, name, PASSWORD) };
    };
    const sub = await downline(firstLogin, 'agent');
    const player = await downline(sub.token, 'member');
    const daily = { kind: 'dailySalary', tiers: [{ validBet: '0', loss: '0', active: '0', rate: '1' }] };
    expect((await admin('POST', '/wps/admin/contracts', { agent: username, ...daily })).status).toBe(200);
    const offered = await call(server, 'POST', '/wps/agent/contracts', { token: firstLogin, body: { downline: sub.name, ...daily } });
    expect((await call(server, 'POST', `/wps/agent/contracts/${offered.body.value.id}/accept`, { token: sub.token, body: {} })).body.value.state).toBe(
      'active',
    );

    // The sub-agent's member bets 100.00 today; the next day the agent owes its sub-agent 1 % of it, 1.00.
    await fund(server, staff, player.token, '100');
    await rollDice(server, player.token, 1, '10000');
    const zone = (await admin('GET', '/wps/admin/settings')).body.value.timezone as string;
    const played = server.clock.now();
    const day = calendarDateIn(played, zone);
    server.clock.advance(startOfDayIn(addDays(day, 1), zone).getTime() + 3_600_000 - played.getTime());
    staff = await staffToken(server);
    const [agent, subToken] = [await bearerLogin(server, username, PASSWORD), await bearerLogin(server, sub.name, PASSWORD)];
    await claimBonus(agent);
    const lines = (await admin('POST', '/wps/admin/settlements/run', { cadence: 'daily', at: played.toISOString() })).body.value.lines as {
      holderId: number;
      amount: string;
      status: string;
    }[];
    expect(lines.find((l) => l.holderId === sub.id)).toMatchObject({ amount: '100', status: 'due' });
    const owed = (await call(server, 'GET', `/wps/agent/settlements?side=issuer&from=${addDays(day, -1)}&to=${day}`, { token: agent })).body.value.items[0]
      .id as number;
    const balances = async () => [await available(server, agent), await available(server, subToken)];
    const [agentBalance, subBalance] = await balances();
    const before = await rowCounts(server, WRITTEN);

    expectLocked(await teamTransfer(agent, sub.name, '20'));
    expectLocked(await call(server, 'POST', `/wps/agent/settlements/${owed}/pay`, { token: agent }));
    expect(await rowCounts(server, WRITTEN)).toEqual(before);
    expect(await balances()).toEqual([agentBalance, subBalance]);

    await rollDice(server, agent, 1, TURNOVER);
    expect((await call(server, 'POST', `/wps/agent/settlements/${owed}/pay`, { token: agent })).body.value).toMatchObject({ status: 'paid', amount: '100' });
    expect((await teamTransfer(agent, sub.name, '20')).body.value).toMatchObject({ recipient: sub.name, amount: '2000' });
    expect((await admin('GET', '/wps/admin/ledger/audit')).body.value).toMatchObject({ ok: true });
  });

  it('leaves the ledger balanced and the audit chain whole', async () => {
    await expectBooksClean(server, staff);
  });
});
