import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import { HOUSE_SHARDS } from '../../core/platform/wallet/ledger';
import { HOUSE_SLOT_CODE } from '../../core/domain/play/slot';
import { testBackends } from '../support/backends';
import { LEDGER_WRITE, statementRecorder } from '../support/round-trips';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

const DICE = { direction: 'over', target: 500 };

describe.each(testBackends())('house round trips on %s', (backend) => {
  let server: TestServer;
  let member: { id: number; token: string };
  const recorder = statementRecorder();
  const launch = async (gameCode: string, token?: string) =>
    (await call(server, 'POST', '/wps/game/launchGame', { ...(token ? { token } : {}), body: { gameCode, ...(token ? {} : { trial: true }) } })).body.value
      .url as string;
  const table = async (gameCode: string, token?: string) =>
    (await call(server, 'POST', '/wps/house/session', { body: { launch: new URL(await launch(gameCode, token), server.url).searchParams.get('launch') } })).body
      .value.token as string;
  const play = (token: string, engine: string, amount: string, params?: object) =>
    call(server, 'POST', `/wps/house/${engine}/play`, { headers: { [PLAY_SESSION_HEADER]: token }, body: { amount, ...(params ? { params } : {}) } });

  beforeAll(async () => {
    server = await startTestServer(backend, { onStatement: recorder.onStatement });
    const staff = await staffToken(server);
    member = await registerMember(server, uniqueUsername('htrip'), 'Abc12345');
    await fundMember(server, staff, member.token, '1000');
  });
  afterAll(async () => server?.close());

  it('a round reads once, taking its nonce and id, and writes its bet, win and jackpot share in one group-committed transaction; a refused one only reads', async () => {
    const dice = await table('HOUSE_DICE', member.token);
    const slot = await table(HOUSE_SLOT_CODE, member.token);
    // A process looks each house shard and the jackpot pool up once; the ledger keeps them.
    for (let i = 0; i <= HOUSE_SHARDS; i++) expect((await play(dice, 'dice', '100', DICE)).status).toBe(200);
    expect((await play(slot, 'slot', '100')).status).toBe(200);

    let wins = 0;
    for (let i = 0; i < 6; i++) {
      const units = await recorder.unitsDuring(async () => {
        const played = await play(dice, 'dice', '100', DICE);
        expect(played.status).toBe(200);
        if (BigInt(played.body.value.win) > 0n) wins += 1;
      });
      expect(units).toEqual([['house_start'], LEDGER_WRITE]);
    }
    expect(wins).toBeGreaterThan(0);
    expect(await recorder.unitsDuring(async () => expect((await play(slot, 'slot', '100')).status).toBe(200))).toEqual([['house_start'], LEDGER_WRITE]);
    expect(await recorder.unitsDuring(async () => expect((await play(dice, 'dice', '1000000', DICE)).body.code).toBe('wallet.insufficient_funds'))).toEqual([
      ['house_start'],
    ]);
  });

  it('a trial round reads once and moves only its demo credits, in one statement', async () => {
    const trial = await table('HOUSE_DICE');
    const units = await recorder.unitsDuring(async () => expect((await play(trial, 'dice', '100', DICE)).status).toBe(200));
    expect(units).toHaveLength(2);
    expect(units[0]).toEqual(['house_start']);
    expect(units[1]).toHaveLength(1);
  });
});
