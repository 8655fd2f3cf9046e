import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairDraw } from '../../core/domain/play/fairness';
import { roulette } from '../../core/domain/play/roulette';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());
// A total of 1000 divides a million, so the round's multiplier in millionths pays every chip exactly.
const CHIPS = [
  { spot: 'straight:17', amount: '100' },
  { spot: 'split:17-20', amount: '100' },
  { spot: 'red', amount: '500' },
  { spot: 'dozen:2', amount: '300' },
];
const TOTAL = CHIPS.reduce((sum, chip) => sum + BigInt(chip.amount), 0n);

describe.each(testBackends())('house roulette on %s', (backend) => {
  let server: TestServer;
  let member: { id: number; token: string };

  const walletBalance = async () => BigInt((await call(server, 'GET', '/wps/member/info', { token: member.token })).body.value.balance as string);
  const open = async (token: string | undefined, trial = false) => {
    const launched = await call(server, 'POST', '/wps/game/launchGame', {
      ...(token ? { token } : {}),
      body: { gameCode: 'HOUSE_ROULETTE', ...(trial ? { trial } : {}) },
    });
    expect(launched.body.value.url).toMatch(/^\/house\/roulette\/\?launch=/);
    return (await call(server, 'POST', '/wps/house/session', { body: { launch: new URL(launched.body.value.url, server.url).searchParams.get('launch') } }))
      .body.value;
  };
  const spin = (play: string, amount: string, chips: readonly { spot: string; amount: string }[]) =>
    call(server, 'POST', '/wps/house/roulette/play', { headers: { [PLAY_SESSION_HEADER]: play }, body: { amount, params: { chips } } });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const staff = await staffToken(server);
    member = await registerMember(server, uniqueUsername('rl'), 'Abc12345');
    await fundMember(server, staff, member.token, '1000');
  });
  afterAll(async () => server?.close());

  it('a spin takes the chips’ total and pays each winning chip its ratio; after a rotation every spin verifies with the seeds', async () => {
    const play = (await open(member.token)).token as string;
    await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: play }, body: { clientSeed: 'wheel' } });
    let balance = await walletBalance();
    const spins = [];
    for (let i = 0; i < 8; i++) {
      const spun = await spin(play, TOTAL.toString(), CHIPS);
      expect(spun.status, JSON.stringify(spun.body)).toBe(200);
      const v = spun.body.value;
      const ratio: Record<string, bigint> = { 'straight:17': 36n, 'split:17-20': 18n, red: 2n, 'dozen:2': 3n };
      const paid = CHIPS.filter((chip) => v.outcome.won.includes(chip.spot)).reduce((sum, chip) => sum + BigInt(chip.amount) * ratio[chip.spot]!, 0n);
      expect(BigInt(v.win)).toBe(paid);
      expect(BigInt(v.win)).toBe((TOTAL * BigInt(v.multiplier)) / 1_000_000n);
      balance = balance - TOTAL + paid;
      expect(BigInt(v.balance)).toBe(balance);
      spins.push(v);
    }
    expect(await walletBalance()).toBe(balance);
    const revealed = (await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: play }, body: {} })).body.value.revealed;
    for (const v of spins) {
      const verified = await call(server, 'GET', `/wps/house/rounds/${v.roundId}/verify`, { headers: { [PLAY_SESSION_HEADER]: play } });
      expect(verified.body.value).toMatchObject({ hashMatches: true, outcomeMatches: true, multiplier: v.multiplier });
      const params = roulette.parse('HOUSE_ROULETTE', { chips: CHIPS });
      const again = roulette.play(
        params.ok ? params.value : { chips: [] },
        fairDraw(hmac, { serverSeed: revealed.serverSeed, clientSeed: 'wheel', nonce: v.fairness.nonce }),
      );
      expect(again.outcome).toEqual(v.outcome);
    }
  });

  it('refuses a bet that differs from the chips’ total and a chip on an unknown spot, writing nothing', async () => {
    const play = (await open(member.token)).token as string;
    const before = await rowCounts(server, ['rounds', 'round_steps', 'ledger_transfers']);
    for (const [amount, chips, field] of [
      [(TOTAL + 1n).toString(), CHIPS, 'amount'],
      ['100', [{ spot: 'split:3-4', amount: '100' }], 'spot'],
      ['100', [{ spot: 'green', amount: '100' }], 'spot'],
    ] as const) {
      const refused = await spin(play, amount, chips);
      expect(refused.status, JSON.stringify(chips)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'play.invalid_params', value: { field } });
    }
    expect(await rowCounts(server, ['rounds', 'round_steps', 'ledger_transfers'])).toEqual(before);
  });

  it('a free trial spins demo credits only', async () => {
    const opened = await open(undefined, true);
    expect(opened).toMatchObject({ trial: true, engine: 'roulette', gameName: 'Lotus Roulette' });
    const before = await rowCounts(server, ['rounds', 'ledger_transfers']);
    let balance = BigInt(opened.balance as string);
    for (let i = 0; i < 5; i++) {
      const v = (await spin(opened.token, '1000', [{ spot: 'black', amount: '1000' }])).body.value;
      balance = balance - 1000n + BigInt(v.win);
      expect(v).toMatchObject({ roundId: null, fairness: null, balance: balance.toString() });
    }
    expect(await rowCounts(server, ['rounds', 'ledger_transfers'])).toEqual(before);
  });
});
