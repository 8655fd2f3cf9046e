import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { playToken, signedCall, type ProviderCredentials } from '../support/seamless-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, registerMember, staffToken, uniqueUsername } from '../support/wps-http';
import { LEDGER_WRITE, statementRecorder } from '../support/round-trips';

describe.each(testBackends())('seamless round trips on %s', (backend) => {
  let server: TestServer;
  let provider: ProviderCredentials;
  const recorder = statementRecorder();
  const { unitsDuring } = recorder;
  let seq = 0;
  let player: { id: number; play: string };

  const bet = (p: { id: number; play: string }, txId: string, roundId: string) =>
    signedCall(server, provider, 'bet', { playerId: String(p.id), token: p.play, txId, roundId, gameCode: 'TRIPS', amount: '100', currency: 'PKR' });
  const win = (p: { id: number }, txId: string, roundId: string) =>
    signedCall(server, provider, 'win', { playerId: String(p.id), txId, roundId, gameCode: 'TRIPS', amount: '150', currency: 'PKR' });

  beforeAll(async () => {
    server = await startTestServer(backend, { onStatement: recorder.onStatement });
    const staff = await staffToken(server);
    provider = (await call(server, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'TRIPS' } })).body.value;
    const member = await registerMember(server, uniqueUsername('trip'), 'Abc12345');
    await fundMember(server, staff, member.token, '1000');
    player = { id: member.id, play: await playToken(server, member.token) };
    // A player's first call in a process looks their wallet up once; the ledger keeps it.
    expect((await bet(player, 'bwarm', 'warm')).status).toBe(200);
  });
  afterAll(async () => server?.close());

  it('a bet, a win and a rollback each read once and write in one group-committed transaction of four statements; a replay only reads', async () => {
    const round = `r${++seq}`;
    const write = LEDGER_WRITE;
    const bet1 = await unitsDuring(async () => expect((await bet(player, `b${round}`, round)).status).toBe(200));
    expect(bet1).toEqual([['seamless_view'], write]);
    const win1 = await unitsDuring(async () => expect((await win(player, `w${round}`, round)).status).toBe(200));
    expect(win1).toEqual([['seamless_view'], write]);
    const replay = await unitsDuring(async () => expect((await bet(player, `b${round}`, round)).status).toBe(200));
    expect(replay).toEqual([['seamless_view']]);
    const cancelled = `r${++seq}`;
    expect((await bet(player, `b${cancelled}`, cancelled)).status).toBe(200);
    const rollback = await unitsDuring(async () =>
      expect(
        (await signedCall(server, provider, 'rollback', { playerId: String(player.id), txId: `x${cancelled}`, roundId: cancelled, betTxId: `b${cancelled}` }))
          .status,
      ).toBe(200),
    );
    expect(rollback).toEqual([['seamless_view'], write]);
  });
});
