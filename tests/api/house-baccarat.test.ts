import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baccarat, baccaratChips, type BaccaratOutcome } from '../../core/domain/play/baccarat';
import { spotReturn, type BaccaratSpot } from '../../core/domain/play/baccarat-rules';
import { tableMultiplier } from '../../core/domain/play/chips';
import { fairDraw } from '../../core/domain/play/fairness';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());
const CHIPS = [
  { spot: 'banker', amount: '1000' },
  { spot: 'player', amount: '500' },
  { spot: 'tie', amount: '200' },
  { spot: 'player_pair', amount: '100' },
  { spot: 'banker_pair', amount: '100' },
];
const TOTAL = 1900n;

describe.each(testBackends())('house baccarat on %s', (backend) => {
  let server: TestServer;
  let member: { id: number; token: string };

  const walletBalance = async () => BigInt((await call(server, 'GET', '/wps/member/info', { token: member.token })).body.value.balance as string);
  const open = async (token: string | undefined, trial = false) => {
    const launched = await call(server, 'POST', '/wps/game/launchGame', {
      ...(token ? { token } : {}),
      body: { gameCode: 'HOUSE_BACCARAT', ...(trial ? { trial } : {}) },
    });
    expect(launched.body.value.url).toMatch(/^\/house\/baccarat\/\?launch=/);
    return (await call(server, 'POST', '/wps/house/session', { body: { launch: new URL(launched.body.value.url, server.url).searchParams.get('launch') } }))
      .body.value;
  };
  const deal = (play: string, amount: string, chips: readonly { spot: string; amount: string }[]) =>
    call(server, 'POST', '/wps/house/baccarat/play', { headers: { [PLAY_SESSION_HEADER]: play }, body: { amount, params: { chips } } });

  beforeAll(async () => {
    server = await startTestServer(backend);
    const staff = await staffToken(server);
    member = await registerMember(server, uniqueUsername('bc'), 'Abc12345');
    await fundMember(server, staff, member.token, '10000');
  });
  afterAll(async () => server?.close());

  it('a coup with chips on every spot moves exactly the bet and the payout, and verifies with the seeds after a rotation', async () => {
    const opened = await open(member.token);
    expect(opened).toMatchObject({ gameCode: 'HOUSE_BACCARAT', gameName: 'Lotus Baccarat', engine: 'baccarat', trial: false });
    const play = opened.token as string;
    const rotated = await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: play }, body: { clientSeed: 'punto-banco' } });
    let balance = await walletBalance();
    const played = [];
    for (let i = 0; i < 5; i++) {
      const dealt = await deal(play, TOTAL.toString(), CHIPS);
      expect(dealt.status).toBe(200);
      const v = dealt.body.value;
      const coup = v.outcome as BaccaratOutcome;
      const parsed = baccarat.parse('HOUSE_BACCARAT', { chips: CHIPS });
      expect(v.multiplier).toBe(tableMultiplier(parsed.ok ? baccaratChips(parsed.value) : [], (spot) => spotReturn(spot as BaccaratSpot, coup)));
      expect(BigInt(v.win)).toBe((TOTAL * BigInt(v.multiplier)) / 1_000_000n);
      balance = balance - TOTAL + BigInt(v.win);
      expect(BigInt(v.balance)).toBe(balance);
      expect(await walletBalance()).toBe(balance);
      played.push(v);
    }
    const revealed = (await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: play }, body: {} })).body.value.revealed;
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(rotated.body.value.active.serverSeedHash);
    for (const p of played) {
      const verified = await call(server, 'GET', `/wps/house/rounds/${p.roundId}/verify`, { headers: { [PLAY_SESSION_HEADER]: play } });
      expect(verified.body.value).toMatchObject({ hashMatches: true, outcomeMatches: true, multiplier: p.multiplier });
      const params = baccarat.parse('HOUSE_BACCARAT', { chips: CHIPS });
      const recomputed = baccarat.play(
        params.ok ? params.value : { chips: [] },
        fairDraw(hmac, { serverSeed: revealed.serverSeed, clientSeed: 'punto-banco', nonce: p.fairness.nonce }),
      );
      expect(recomputed.outcome).toEqual(p.outcome);
    }
  });

  it('refuses a bet that differs from the chips total and a chip on an unknown spot, writing nothing', async () => {
    const play = (await open(member.token)).token as string;
    const before = await rowCounts(server, ['rounds', 'round_steps', 'ledger_transfers']);
    const differs = await deal(play, '1000', [{ spot: 'player', amount: '500' }]);
    expect(differs.status).toBe(400);
    expect(differs.body).toMatchObject({ code: 'play.invalid_params', value: { field: 'amount' } });
    const unknown = await deal(play, '500', [{ spot: 'dragon', amount: '500' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'play.invalid_params', value: { field: 'spot' } });
    expect(await rowCounts(server, ['rounds', 'round_steps', 'ledger_transfers'])).toEqual(before);
  });

  it('a free trial plays demo credits and never touches the ledger', async () => {
    const opened = await open(undefined, true);
    expect(opened).toMatchObject({ trial: true, balance: '200000' });
    const before = await rowCounts(server, ['rounds', 'ledger_transfers']);
    let balance = 200_000n;
    for (let i = 0; i < 5; i++) {
      const v = (await deal(opened.token, TOTAL.toString(), CHIPS)).body.value;
      balance = balance - TOTAL + BigInt(v.win);
      expect(v).toMatchObject({ roundId: null, fairness: null, balance: balance.toString() });
    }
    expect(await rowCounts(server, ['rounds', 'ledger_transfers'])).toEqual(before);
  });
});
