import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { playToken, signedCall, type ProviderCredentials } from '../support/seamless-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, putSetting, registerMember, rowCounts, STAFF, staffToken, uniqueUsername } from '../support/wps-http';
import { expectBooksClean } from '../support/books';

/** What a provider cannot make the wallet do: pay a round nobody bet on, pay staff or trial accounts, move amounts past the configured bounds. */
describe.each(testBackends())('seamless wallet refusals on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let provider: ProviderCredentials;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${++seq}`;
  const TABLES = ['ledger_transfers', 'rounds', 'round_steps', 'provider_transactions'] as const;
  const written = () => rowCounts(server, TABLES);

  const newPlayer = async () => {
    const member = await registerMember(server, uniqueUsername('swr'), 'Abc12345');
    await fundMember(server, staff, member.token, '1000');
    return { id: member.id, play: await playToken(server, member.token) };
  };
  const balance = async (playerId: number) => (await signedCall(server, provider, 'balance', { playerId: String(playerId) })).body.value?.balance as string;
  const bet = (player: { id: number; play: string }, roundId: string, amount: string, txId = id('b')) =>
    signedCall(server, provider, 'bet', { playerId: String(player.id), token: player.play, txId, roundId, gameCode: 'PROV_GAME', amount, currency: 'PKR' });
  const win = (playerId: number, roundId: string, amount: string, txId = id('w')) =>
    signedCall(server, provider, 'win', { playerId: String(playerId), txId, roundId, gameCode: 'PROV_GAME', amount, currency: 'PKR' });

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    provider = (await call(server, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'REFUSE' } })).body.value;
  });
  afterAll(async () => server?.close());

  it('refuses a win on a round the player never bet on, writing nothing', async () => {
    const player = await newPlayer();
    const before = { rows: await written(), balance: await balance(player.id) };
    for (const amount of ['5000', '0']) {
      const refused = await win(player.id, id('r'), amount);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('seamless.win_without_bet');
    }
    expect({ rows: await written(), balance: await balance(player.id) }).toEqual(before);
  });

  it("refuses a win on another player's round, writing nothing", async () => {
    const [owner, other] = [await newPlayer(), await newPlayer()];
    const round = id('r');
    expect((await bet(owner, round, '100')).status).toBe(200);
    const before = { rows: await written(), owner: await balance(owner.id), other: await balance(other.id) };
    expect((await win(other.id, round, '5000')).body.code).toBe('seamless.round_of_other_player');
    expect({ rows: await written(), owner: await balance(owner.id), other: await balance(other.id) }).toEqual(before);
    expect((await win(owner.id, round, '300')).body.value.balance).toBe(String(BigInt(before.owner) + 300n));
  });

  it('staff and trial accounts are never players: balance, bet, win and rollback are refused', async () => {
    const support = (await sql<{ id: number }>`SELECT id FROM accounts WHERE username = ${STAFF.username}`.execute(server.database.db)).rows[0]!.id;
    const freePlay = await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } });
    const trial = (await sql<{ id: number }>`SELECT id FROM accounts WHERE username = ${freePlay.body.value.account as string}`.execute(server.database.db))
      .rows[0]!.id;
    const trialPlay = await playToken(server, freePlay.body.value.token as string);
    const before = await written();
    for (const [playerId, play] of [
      [support, trialPlay],
      [trial, trialPlay],
    ] as const) {
      const round = id('r');
      const answers = [
        await signedCall(server, provider, 'balance', { playerId: String(playerId) }),
        await bet({ id: playerId, play }, round, '100'),
        await win(playerId, round, '5000'),
        await signedCall(server, provider, 'rollback', { playerId: String(playerId), txId: id('rb'), roundId: round, betTxId: id('b') }),
      ];
      expect(answers.map((a) => [a.status, a.body.code])).toEqual(answers.map(() => [403, 'seamless.not_a_player']));
    }
    expect(await written()).toEqual(before);
  });

  it('a player id past any account is an unknown player, never a server error', async () => {
    const playerId = '9999999999';
    const answers = [
      await signedCall(server, provider, 'balance', { playerId }),
      await win(Number(playerId), id('r'), '100'),
      await signedCall(server, provider, 'rollback', { playerId, txId: id('rb'), roundId: id('r'), betTxId: id('b') }),
      await signedCall(server, provider, 'endRound', { playerId, roundId: id('r') }),
    ];
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(answers.map(() => [404, 'seamless.unknown_player']));
  });

  it('refuses amounts over the configured bounds with a code; later calls for the player still answer', async () => {
    const player = await newPlayer();
    const round = id('r');
    expect((await bet(player, round, '100')).status).toBe(200);
    const before = { rows: await written(), balance: await balance(player.id) };
    const tooMuch = await win(player.id, round, '999999999999999');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ code: 'seamless.amount_too_large', value: { field: 'amount' } });
    expect((await bet(player, round, '999999999999999')).body.code).toBe('seamless.amount_too_large');
    expect({ rows: await written(), balance: await balance(player.id) }).toEqual(before);
    expect((await bet(player, round, '100')).body.value.balance).toBe(String(BigInt(before.balance) - 100n));
    expect((await win(player.id, round, '300')).body.value.balance).toBe(String(BigInt(before.balance) + 200n));
  });

  it('answers balances past 15 digits that the configured bounds allow, so a committed move is never a 500', async () => {
    const limits = { maxBet: 999_999_999_999_999, maxWin: 999_999_999_999_999 };
    expect((await putSetting(server, staff, 'seamless', limits)).status).toBe(200);
    const player = await newPlayer();
    const round = id('r');
    expect((await bet(player, round, '100')).status).toBe(200);
    let expected = BigInt(await balance(player.id));
    for (const txId of [id('w'), id('w')]) {
      const paid = await win(player.id, round, '999999999999999', txId);
      expected += 999_999_999_999_999n;
      expect([paid.status, paid.body.value?.balance]).toEqual([200, expected.toString()]);
    }
    expect(expected.toString().length).toBeGreaterThan(15);
    expect((await bet(player, round, '100')).body.value.balance).toBe((expected - 100n).toString());
    expect(await balance(player.id)).toBe((expected - 100n).toString());
    expect((await signedCall(server, provider, 'authenticate', { token: player.play })).body.value.balance).toBe((expected - 100n).toString());
    expect((await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value.ok).toBe(true);
  });

  it('leaves the ledger balanced and the audit chain whole', async () => {
    await expectBooksClean(server, staff);
  });
});
