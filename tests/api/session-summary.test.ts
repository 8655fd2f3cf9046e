import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import { testBackends } from '../support/backends';
import { playToken, signedCall, type ProviderCredentials } from '../support/seamless-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, fundMember, putSetting, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('session information and the reality check figures on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let username: string;
  let member: { id: number; token: string };
  const session = (token = member.token) => call(server, 'GET', '/wps/member/session', { token });

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    username = uniqueUsername('rc');
    member = await registerMember(server, username, 'Abc12345');
    await fundMember(server, staff, member.token, '1000');
  });
  afterAll(async () => server?.close());

  it('a first session: its start, no previous login, the hourly default and nothing staked yet', async () => {
    const answer = await session();
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      startedAt: expect.any(String),
      now: expect.any(String),
      previousLoginAt: null,
      intervalSeconds: 3600,
      wagered: '0',
      won: '0',
      net: '0',
    });
    const { startedAt, now } = answer.body.value;
    expect(Date.parse(now)).toBeGreaterThanOrEqual(Date.parse(startedAt));
    expect(Date.parse(now) - Date.parse(startedAt)).toBeLessThan(60_000);
  });

  it('adds up the house rounds and the seamless provider bets played since the session began', async () => {
    const play = await playToken(server, member.token, 'HOUSE_DICE');
    let wagered = 0n;
    let won = 0n;
    for (const amount of ['300', '500', '700']) {
      const rolled = await call(server, 'POST', '/wps/house/dice/play', {
        headers: { [PLAY_SESSION_HEADER]: play },
        body: { amount, params: { direction: 'over', target: 5000 } },
      });
      expect(rolled.status).toBe(200);
      wagered += BigInt(rolled.body.value.bet);
      won += BigInt(rolled.body.value.win);
    }
    const provider: ProviderCredentials = (await call(server, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'RCP' } })).body
      .value;
    const tx = { playerId: String(member.id), roundId: 'rc-1', gameCode: 'PROV_GAME', currency: 'PKR' };
    expect((await signedCall(server, provider, 'bet', { ...tx, token: play, txId: 'rc-b1', amount: '400' })).status).toBe(200);
    expect((await signedCall(server, provider, 'win', { ...tx, txId: 'rc-w1', amount: '1000' })).status).toBe(200);
    wagered += 400n;
    won += 1000n;
    expect((await session()).body.value).toMatchObject({ wagered: wagered.toString(), won: won.toString(), net: (won - wagered).toString() });
  });

  it('a second login starts a new session from zero and shows the first login as the previous one', async () => {
    const first = (await session()).body.value.startedAt as string;
    const second = await bearerLogin(server, username, 'Abc12345');
    const answer = (await session(second)).body.value;
    expect(answer).toMatchObject({ previousLoginAt: first, wagered: '0', won: '0', net: '0' });
    expect(Date.parse(answer.startedAt)).toBeGreaterThan(Date.parse(first));
    expect((await session()).body.value.startedAt).toBe(first);
  });

  it("follows the operator's interval setting, which refuses a value under 10 s", async () => {
    expect((await putSetting(server, staff, 'realityCheck', { intervalSeconds: 30 })).status).toBe(200);
    await expect.poll(async () => (await session()).body.value.intervalSeconds).toBe(30);
    const refused = await putSetting(server, staff, 'realityCheck', { intervalSeconds: 5 });
    expect(refused.body.code).toBe('system.invalid_setting_value');
    expect((await session()).body.value.intervalSeconds).toBe(30);
  });

  it('is for logged-in members: no session is refused, trial accounts and staff get their own codes', async () => {
    const anonymous = await call(server, 'GET', '/wps/member/session');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'access.not_logged_in']);
    const trial = (await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } })).body.value
      .token as string;
    expect((await session(trial)).body.code).toBe('access.need_true_account');
    expect((await call(server, 'GET', '/wps/member/session', { token: staff, console: true })).body.code).toBe('access.forbidden');
  });
});
