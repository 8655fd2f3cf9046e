import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { andarBahar, HOUSE_ANDAR_BAHAR_CODE } from '../../core/domain/play/andar-bahar';
import { fairDraw } from '../../core/domain/play/fairness';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());
const CHIPS = [
  { spot: 'andar', amount: '1000' },
  { spot: 'joker_seven', amount: '200' },
  { spot: 'dealt:1-5', amount: '300' },
  { spot: 'red', amount: '500' },
];

describe.each(testBackends())('Andar Bahar on %s', (backend) => {
  let server: TestServer;
  let member: { id: number; token: string };

  const launch = async (token: string | undefined, trial = false) =>
    call(server, 'POST', '/wps/game/launchGame', { ...(token ? { token } : {}), body: { gameCode: HOUSE_ANDAR_BAHAR_CODE, ...(trial ? { trial } : {}) } });
  const session = async (url: string) => call(server, 'POST', '/wps/house/session', { body: { launch: new URL(url, server.url).searchParams.get('launch') } });
  const play = (token: string, amount: string, chips: readonly { spot: string; amount: string }[]) =>
    call(server, 'POST', '/wps/house/andar_bahar/play', { headers: { [PLAY_SESSION_HEADER]: token }, body: { amount, params: { chips } } });
  const walletBalance = async () => BigInt((await call(server, 'GET', '/wps/member/info', { token: member.token })).body.value.balance as string);

  beforeAll(async () => {
    server = await startTestServer(backend);
    const staff = await staffToken(server);
    member = await registerMember(server, uniqueUsername('ab'), 'Abc12345');
    await fundMember(server, staff, member.token, '1000');
  });
  afterAll(async () => server?.close());

  it('a member plays chips: the balance moves by the bet and the payout, and every round verifies after a rotation', async () => {
    const launched = await launch(member.token);
    expect(launched.body.value.url).toMatch(/^\/house\/andar_bahar\/\?launch=/);
    const opened = await session(launched.body.value.url);
    expect(opened.body.value).toMatchObject({ gameCode: HOUSE_ANDAR_BAHAR_CODE, gameName: 'Lotus Andar Bahar', engine: 'andar_bahar', trial: false });
    const token = opened.body.value.token as string;
    await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: token }, body: { clientSeed: 'lotus-ab' } });
    let balance = await walletBalance();
    const played = [];
    for (let i = 0; i < 5; i++) {
      const round = await play(token, '2000', CHIPS);
      expect(round.status, JSON.stringify(round.body)).toBe(200);
      const v = round.body.value;
      expect(BigInt(v.win)).toBe((2000n * BigInt(v.multiplier)) / 1_000_000n);
      balance = balance - 2000n + BigInt(v.win);
      expect(BigInt(v.balance)).toBe(balance);
      expect(v.outcome.winner).toMatch(/^(andar|bahar)$/);
      played.push(v);
    }
    expect(await walletBalance()).toBe(balance);
    const revealed = (await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: token }, body: {} })).body.value.revealed;
    const parsed = andarBahar.parse(HOUSE_ANDAR_BAHAR_CODE, { chips: CHIPS });
    if (!parsed.ok) throw new Error('chips refused');
    for (const p of played) {
      const verified = await call(server, 'GET', `/wps/house/rounds/${p.roundId}/verify`, { headers: { [PLAY_SESSION_HEADER]: token } });
      expect(verified.body.value).toMatchObject({ hashMatches: true, outcomeMatches: true, multiplier: p.multiplier });
      const recomputed = andarBahar.play(parsed.value, fairDraw(hmac, { serverSeed: revealed.serverSeed, clientSeed: 'lotus-ab', nonce: p.fairness.nonce }));
      expect(recomputed).toEqual({ outcome: p.outcome, multiplier: p.multiplier });
    }
  });

  it('refuses a bet that differs from the chips’ total and a chip on an unknown spot, writing nothing', async () => {
    const token = (await session((await launch(member.token)).body.value.url)).body.value.token as string;
    const before = await rowCounts(server, ['rounds', 'ledger_transfers']);
    const differs = await play(token, '1500', CHIPS);
    expect(differs.status).toBe(400);
    expect(differs.body).toMatchObject({ code: 'play.invalid_params', value: { field: 'amount' } });
    const unknown = await play(token, '1000', [{ spot: 'middle', amount: '1000' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'play.invalid_params', value: { field: 'spot' } });
    expect(await rowCounts(server, ['rounds', 'ledger_transfers'])).toEqual(before);
  });

  it('a free trial plays demo credits only', async () => {
    const opened = await session((await launch(undefined, true)).body.value.url);
    expect(opened.body.value).toMatchObject({ trial: true, balance: '200000' });
    const before = await rowCounts(server, ['rounds', 'ledger_transfers']);
    let balance = 200_000n;
    for (let i = 0; i < 5; i++) {
      const v = (await play(opened.body.value.token, '2000', CHIPS)).body.value;
      balance = balance - 2000n + BigInt(v.win);
      expect(v).toMatchObject({ roundId: null, fairness: null, balance: balance.toString() });
    }
    expect(await rowCounts(server, ['rounds', 'ledger_transfers'])).toEqual(before);
  });
});
