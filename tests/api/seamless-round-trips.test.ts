import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { playToken, signedCall, type ProviderCredentials } from '../support/seamless-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

/**
 * Not the call's work: the outbox relay publishes balance events after a commit and the fan-out
 * reads them; the settings cache refreshes on its own timer, whatever the calls.
 */
const ASIDE = /outbox SET published_at|DELETE FROM outbox|from "outbox"|pg_notify|from "settings"/;

/**
 * Statements as units of work: each connection's stream cut into transactions (begin to commit)
 * and statements on their own, without those that are not the call's work.
 */
function unitsOf(sent: readonly (readonly [string, number])[]): string[][] {
  const units: string[][] = [];
  const open = new Map<number, string[]>();
  for (const [text, connection] of sent) {
    const word = text.trim().toLowerCase();
    const unit = open.get(connection);
    if (word === 'begin') open.set(connection, [word]);
    else if (unit) {
      unit.push(word === 'commit' || word === 'rollback' ? word : text);
      if (word === 'commit' || word === 'rollback') {
        units.push(unit);
        open.delete(connection);
      }
    } else units.push([text]);
  }
  return units.filter((unit) => !unit.some((text) => ASIDE.test(text)));
}

const head = (text: string) => /prepared (\w+)/.exec(text)?.[1] ?? text.trim().split(/\s+/).slice(0, 3).join(' ');

describe.each(testBackends())('seamless round trips on %s', (backend) => {
  let server: TestServer;
  let provider: ProviderCredentials;
  let sent: [string, number][] | null = null;
  let seq = 0;
  let player: { id: number; play: string };

  /** The units of work `work` caused, each as the names of its statements. */
  async function unitsDuring(work: () => Promise<unknown>): Promise<string[][]> {
    sent = [];
    await work();
    const seen = sent;
    sent = null;
    return unitsOf(seen).map((unit) => unit.map(head));
  }
  const bet = (p: { id: number; play: string }, txId: string, roundId: string) =>
    signedCall(server, provider, 'bet', { playerId: String(p.id), token: p.play, txId, roundId, gameCode: 'TRIPS', amount: '100', currency: 'PKR' });
  const win = (p: { id: number }, txId: string, roundId: string) => signedCall(server, provider, 'win', { playerId: String(p.id), txId, roundId, gameCode: 'TRIPS', amount: '150', currency: 'PKR' });

  beforeAll(async () => {
    server = await startTestServer(backend, { onStatement: (text, connection) => sent?.push([text, connection]) });
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
    const write = ['begin', 'ledger_lock', 'ledger_write', 'commit'];
    const bet1 = await unitsDuring(async () => expect((await bet(player, `b${round}`, round)).status).toBe(200));
    expect(bet1).toEqual([['seamless_view'], write]);
    const win1 = await unitsDuring(async () => expect((await win(player, `w${round}`, round)).status).toBe(200));
    expect(win1).toEqual([['seamless_view'], write]);
    const replay = await unitsDuring(async () => expect((await bet(player, `b${round}`, round)).status).toBe(200));
    expect(replay).toEqual([['seamless_view']]);
    const cancelled = `r${++seq}`;
    expect((await bet(player, `b${cancelled}`, cancelled)).status).toBe(200);
    const rollback = await unitsDuring(async () =>
      expect((await signedCall(server, provider, 'rollback', { playerId: String(player.id), txId: `x${cancelled}`, roundId: cancelled, betTxId: `b${cancelled}` })).status).toBe(200),
    );
    expect(rollback).toEqual([['seamless_view'], write]);
  });
});
