import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { playToken, signedCall, type ProviderCredentials } from '../support/seamless-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { PLAY_SESSION_TTL_MS } from '../../core/platform/play/open-play-session';
import { bearerLogin, call, fundMember, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('seamless wallet rules on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let provider: ProviderCredentials;
  let player: { id: number; token: string; play: string };
  let username: string;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${++seq}`;
  const balanceOf = async () => (await signedCall(server, provider, 'balance', { playerId: String(player.id) })).body.value.balance as string;
  const bet = (txId: string, roundId: string, amount: string, extra: Record<string, string> = {}) =>
    signedCall(server, provider, 'bet', {
      playerId: String(player.id),
      token: player.play,
      txId,
      roundId,
      gameCode: 'PROV_GAME',
      amount,
      currency: 'PKR',
      ...extra,
    });
  const win = (txId: string, roundId: string, amount: string) =>
    signedCall(server, provider, 'win', { playerId: String(player.id), txId, roundId, gameCode: 'PROV_GAME', amount, currency: 'PKR' });
  const rollback = (txId: string, roundId: string, betTxId: string) =>
    signedCall(server, provider, 'rollback', { playerId: String(player.id), txId, roundId, betTxId });

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    const created = await call(server, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'ACME' } });
    provider = created.body.value;
    username = uniqueUsername('sw');
    const member = await registerMember(server, username, 'Abc12345');
    await fundMember(server, staff, member.token, '1000');
    player = { ...member, play: await playToken(server, member.token) };
  });
  afterAll(async () => server?.close());

  it('connects a provider once, showing its secret only then; members cannot', async () => {
    expect(provider).toMatchObject({ code: 'ACME', currency: 'PKR' });
    expect(provider.secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(server, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'ACME' } })).body.code).toBe(
      'seamless.provider_exists',
    );
    expect((await call(server, 'POST', '/wps/admin/providers', { token: player.token, body: { code: 'OTHER' } })).body.code).toBe('access.forbidden');
  });

  it('fails closed: no signature, a wrong one, an unknown provider', async () => {
    const body = { playerId: String(player.id) };
    expect((await signedCall(server, provider, 'balance', body, 'wrong-secret')).status).toBe(401);
    expect((await signedCall(server, { code: 'NOPE', secret: provider.secret }, 'balance', body)).body.code).toBe('seamless.bad_signature');
    const unsigned = await call(server, 'POST', '/wps/seamless/balance', { body });
    expect(unsigned.status).toBe(401);
    expect((await signedCall(server, provider, 'balance', body)).body.value).toEqual({ balance: '100000', currency: 'PKR' });
  });

  it('authenticate names the player, the balance and the open rounds', async () => {
    const round = id('r');
    await bet(id('b'), round, '100');
    const auth = await signedCall(server, provider, 'authenticate', { token: player.play });
    expect(auth.body.value).toMatchObject({ playerId: String(player.id), currency: 'PKR', openRounds: [round] });
    await signedCall(server, provider, 'endRound', { playerId: String(player.id), roundId: round });
    expect((await signedCall(server, provider, 'authenticate', { token: player.play })).body.value.openRounds).toEqual([]);
  });

  it('a replay answers as the first time; the same id with another payload is refused', async () => {
    const tx = id('b');
    const round = id('r');
    const first = await bet(tx, round, '250');
    await win(id('w'), round, '10');
    const again = await bet(tx, round, '250');
    expect(again.body).toEqual(first.body);
    expect((await bet(tx, round, '251')).body.code).toBe('seamless.duplicate_transaction');
    const steps = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM round_steps s JOIN rounds r ON r.id = s.round_id WHERE r.round_ref = ${round} AND s.kind = 'bet'`.execute(
      server.database.db,
    );
    expect(steps.rows[0]!.n).toBe(1);
  });

  it('insufficient funds answers the balance and writes nothing; a wrong currency is refused', async () => {
    const before = await rowCounts(server, ['ledger_transfers', 'rounds', 'round_steps']);
    const balance = await balanceOf();
    const refused = await bet(id('b'), id('r'), String(BigInt(balance) + 1n));
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'wallet.insufficient_funds', value: { balance } });
    expect((await bet(id('b'), id('r'), '100', { currency: 'USD' })).body.code).toBe('seamless.currency_mismatch');
    expect(await rowCounts(server, ['ledger_transfers', 'rounds', 'round_steps'])).toEqual(before);
    expect(await sql`SELECT 1 FROM provider_transactions WHERE response IS NULL`.execute(server.database.db).then((r) => r.rows)).toEqual([]);
  });

  it('a rollback returns the stake once, and not after a win or after the round closed', async () => {
    const start = BigInt(await balanceOf());
    const round = id('r');
    const tx = id('b');
    await bet(tx, round, '300');
    const first = await rollback(id('rb'), round, tx);
    expect(first.body.value.balance).toBe(start.toString());
    expect((await rollback(id('rb'), round, tx)).body.value.balance).toBe(start.toString());
    const won = id('r');
    const wonBet = id('b');
    await bet(wonBet, won, '300');
    await win(id('w'), won, '600');
    expect((await rollback(id('rb'), won, wonBet)).body.code).toBe('seamless.rollback_refused');
    const closed = id('r');
    const closedBet = id('b');
    await bet(closedBet, closed, '300');
    await signedCall(server, provider, 'endRound', { playerId: String(player.id), roundId: closed });
    expect((await rollback(id('rb'), closed, closedBet)).body.code).toBe('seamless.rollback_refused');
    expect((await bet(id('b'), closed, '100')).body.code).toBe('seamless.round_closed');
    expect(BigInt(await balanceOf())).toBe(start - 300n + 600n - 300n);
  });

  it('a rollback of a bet never seen leaves a tombstone: the late bet is refused', async () => {
    const round = id('r');
    const tx = id('b');
    const before = await balanceOf();
    expect((await rollback(id('rb'), round, tx)).body.value.balance).toBe(before);
    expect((await bet(tx, round, '100')).body.code).toBe('seamless.bet_cancelled');
    expect(await balanceOf()).toBe(before);
  });

  it('wins land after the play session expired', async () => {
    const round = id('r');
    await bet(id('b'), round, '100');
    server.clock.advance(PLAY_SESSION_TTL_MS);
    const before = BigInt(await balanceOf());
    expect((await win(id('w'), round, '500')).body.value.balance).toBe((before + 500n).toString());
    expect((await bet(id('b'), round, '100')).body.code).toBe('play.session_expired');
    [staff, player.token] = [await staffToken(server), await bearerLogin(server, username, 'Abc12345')];
    player = { ...player, play: await playToken(server, player.token) };
    expect((await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value.ok).toBe(true);
  });
});
