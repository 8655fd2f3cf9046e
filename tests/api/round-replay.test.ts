import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RandomSessionTokens } from '../../adapters/crypto/session-tokens';
import { cryptoRandom } from '../../adapters/crypto/system-clock';
import { composePlay } from '../../composition/server/play';
import { InProcessKeyedLock } from '../../adapters/memory/in-process-lock';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import { SqlProtection } from '../../adapters/sql/repositories/sql-protection';
import { SqlFairSeeds } from '../../adapters/sql/repositories/sql-fair-seeds';
import { nodeFairCrypto } from '../../adapters/crypto/fair-crypto';
import { SqlRounds } from '../../adapters/sql/repositories/sql-rounds';
import { SqlSessions } from '../../adapters/sql/repositories/sql-sessions';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import type { RoundLogDto } from '../../adapters/wps-contract/bets';
import { HOUSE_SLOT_CODE } from '../../core/domain/play/slot';
import { SettleStaleRounds } from '../../core/platform/play/settle-stale-rounds';
import { ProtectionGuard } from '../../core/platform/protection/guard';
import type { Ledger } from '../../core/platform/wallet/ports';
import { testBackends } from '../support/backends';
import { signedCall, type ProviderCredentials } from '../support/seamless-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerLogin, call, fundMember, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

const GAMES = [
  { engine: 'dice', gameCode: 'HOUSE_DICE', params: { direction: 'under', target: 5000 } },
  { engine: 'crash', gameCode: 'HOUSE_CRASH', params: { cashout: 150 } },
  { engine: 'slot', gameCode: HOUSE_SLOT_CODE, params: undefined },
] as const;

/** Each step's balance is the balance before plus the wins less the stakes so far (when nothing else moved the wallet meanwhile). */
function expectStepBalances(log: RoundLogDto): void {
  let balance = BigInt(log.balanceBefore!);
  log.steps.forEach((step, i) => {
    expect(step.seq).toBe(i + 1);
    const amount = BigInt(step.amount);
    balance += step.kind === 'bet' ? -amount : step.kind === 'outcome' ? 0n : amount;
    expect(step.balanceAfter, `step ${step.seq} (${step.kind})`).toBe(balance.toString());
  });
  expect(log.balanceAfter).toBe(balance.toString());
  expect(BigInt(log.balanceAfter!) - BigInt(log.balanceBefore!)).toBe(BigInt(log.win) - BigInt(log.stake));
}

const stopped = () => Promise.reject(new Error('the server process stopped'));

/**
 * The same ledger, except that the process "stops" (the call throws) when a round's win is to be
 * paid, after its bet is written: a round left as one whose jackpot is still to be paid is left.
 */
const stopsBeforeWins = (ledger: Ledger): Ledger => ({
  openAccount: (account) => ledger.openAccount(account),
  transfer: (request) => (request.kind === 'win' ? stopped() : ledger.transfer(request)),
  transferAll: (requests) => (requests.some((r) => r.kind === 'win') ? ledger.transferAll(requests.slice(0, 1)).then(stopped) : ledger.transferAll(requests)),
  resolvePending: (pendingKey, action, key) => ledger.resolvePending(pendingKey, action, key),
  balances: (codes) => ledger.balances(codes),
  audit: () => ledger.audit(),
});

describe.each(testBackends())('round history, replay and unfinished rounds on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let member: { id: number; token: string };
  let username: string;
  let provider: ProviderCredentials;

  const openTable = async (gameCode: string) => {
    const launched = await call(server, 'POST', '/wps/game/launchGame', { token: member.token, body: { gameCode } });
    return (await call(server, 'POST', '/wps/house/session', { body: { launch: new URL(launched.body.value.url, server.url).searchParams.get('launch') } }))
      .body.value;
  };
  const replay = async (roundId: number, token = staff): Promise<RoundLogDto> => {
    const answer = await call(server, 'GET', token === staff ? `/wps/admin/rounds/${roundId}` : `/wps/member/bets/${roundId}`, {
      token,
      console: token === staff,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value;
  };
  const balance = async () => (await signedCall(server, provider, 'balance', { playerId: String(member.id) })).body.value.balance as string;
  const seamless = (action: string, body: Record<string, string>) => signedCall(server, provider, action, { playerId: String(member.id), ...body });
  const keyCount = async (key: string) =>
    Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = ${key}`.execute(server.database.db)).rows[0]!.n);
  /** Plays rounds of a game on a server process that stops before paying a win, until one stops. */
  const interruptedRound = async (gameCode: string, engine: 'crash', params: Record<string, number>): Promise<number> => {
    const { db } = server.database;
    const stopping = await composePlay({
      db,
      ledger: stopsBeforeWins(new SqlLedger(db)),
      tokens: new RandomSessionTokens(),
      logins: new SqlSessions(db),
      random: cryptoRandom,
      clock: server.clock,
      currency: 'PKR',
      settings: server.settings,
      lock: new InProcessKeyedLock(),
      guard: new ProtectionGuard({ protection: new SqlProtection(db), settings: server.settings, clock: server.clock }),
    });
    const table = await openTable(gameCode);
    for (let attempt = 0; attempt < 20; attempt++) {
      const stopped = await stopping.playRound.execute(table.token, engine, { amount: 200n, params }).then(
        () => false,
        () => true,
      );
      if (stopped) return (await new SqlRounds(db).openRounds('house', member.id)).at(-1)!.id;
    }
    throw new Error('no round won in 20 tries');
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    username = uniqueUsername('replay');
    member = await registerMember(server, username, 'Abc12345');
    await fundMember(server, staff, member.token, '1000');
    provider = (await call(server, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'REPLAYPROV' } })).body.value;
  });
  afterAll(async () => server?.close());

  it('support replays a house round of every game: player, times, balances, stakes, wins, fairness seeds and each step; the player sees the same steps', async () => {
    for (const game of GAMES) {
      const table = await openTable(game.gameCode);
      const played = (
        await call(server, 'POST', `/wps/house/${game.engine}/play`, {
          headers: { [PLAY_SESSION_HEADER]: table.token },
          body: { amount: '300', ...(game.params ? { params: game.params } : {}) },
        })
      ).body.value;
      const log = await replay(played.roundId);
      expect(log).toMatchObject({
        roundId: played.roundId,
        provider: 'house',
        accountId: member.id,
        player: username,
        gameCode: game.gameCode,
        status: 'closed',
        stake: '300',
        balanceAfter: played.balance,
      });
      expect(log.fairness).toEqual({ ...played.fairness, serverSeed: null });
      expect(Date.parse(log.endedAt!)).toBeGreaterThanOrEqual(Date.parse(log.startedAt));
      expect(log.steps.map((s) => s.kind)).toEqual([
        'bet',
        'outcome',
        ...[played.win, played.jackpot].filter((amount) => BigInt(amount) > 0n).map(() => 'win'),
      ]);
      expect(log.steps[0]!.detail).toEqual(game.params ? { params: expect.objectContaining(game.params) } : { params: expect.any(Object) });
      expect(log.steps[1]!.detail).toEqual({ outcome: played.outcome, multiplier: played.multiplier });
      expect(log.win).toBe((BigInt(played.win) + BigInt(played.jackpot)).toString());
      expectStepBalances(log);
      const own = await replay(played.roundId, member.token);
      expect(own.steps).toEqual(log.steps);
    }
    const table = await openTable('HOUSE_DICE');
    const rotated = (await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: table.token }, body: {} })).body.value;
    const bets = (await call(server, 'GET', '/wps/member/bets', { token: member.token })).body.value.items as { roundId: number }[];
    const revealed = await replay(bets.at(-1)!.roundId);
    expect(revealed.fairness!.serverSeed).toBe(rotated.revealed.serverSeed);
    expect(createHash('sha256').update(revealed.fairness!.serverSeed!).digest('hex')).toBe(revealed.fairness!.serverSeedHash);
  });

  it("a provider round replays the provider's bet, rollback and win calls with the balance after each", async () => {
    const play = (await openTable('HOUSE_DICE')).token as string;
    const round = 'replay-r1';
    const common = { roundId: round, gameCode: 'PROV_GAME', currency: 'PKR' };
    expect((await seamless('bet', { ...common, token: play, txId: 'rb1', amount: '500' })).status).toBe(200);
    expect((await seamless('bet', { ...common, token: play, txId: 'rb2', amount: '200' })).status).toBe(200);
    expect((await seamless('rollback', { roundId: round, txId: 'rr1', betTxId: 'rb2' })).status).toBe(200);
    expect((await seamless('win', { ...common, txId: 'rw1', amount: '900' })).status).toBe(200);
    expect((await seamless('endRound', { roundId: round })).status).toBe(200);
    const id = ((await call(server, 'GET', '/wps/member/bets', { token: member.token })).body.value.items as { roundId: number; vendor: string }[])[0]!.roundId;
    const log = await replay(id);
    expect(log).toMatchObject({
      provider: 'REPLAYPROV',
      roundRef: round,
      status: 'closed',
      stake: '500',
      win: '900',
      fairness: null,
      balanceAfter: await balance(),
    });
    expect(log.steps.map((s) => [s.kind, s.txId, s.amount])).toEqual([
      ['bet', 'rb1', '500'],
      ['bet', 'rb2', '200'],
      ['rollback', 'rb2', '200'],
      ['win', 'rw1', '900'],
    ]);
    expect(log.steps[2]!.detail).toEqual({ rollbackTxId: 'rr1' });
    expectStepBalances(log);
  });

  it('a house round cut off after its bet (the server stopped) stays open, and is finished at the next launch of the game', async () => {
    const roundId = await interruptedRound('HOUSE_CRASH', 'crash', { cashout: 101 });
    const open = await replay(roundId, member.token);
    expect(open.status).toBe('open');
    expect(open.steps.map((s) => s.kind)).toEqual(['bet', 'outcome']);
    const owed = (200n * BigInt(open.steps[1]!.detail['multiplier'] as number)) / 1_000_000n;
    expect(owed).toBeGreaterThan(0n);

    const table = await openTable('HOUSE_CRASH');
    expect(table.resumed).toEqual([{ roundId, bet: '200', win: owed.toString(), jackpot: '0' }]);
    expect(BigInt(table.balance)).toBe(BigInt(open.balanceBefore!) - 200n + owed);
    const finished = await replay(roundId);
    expect(finished.status).toBe('closed');
    expect(finished.steps.map((s) => [s.kind, s.detail['by'] ?? null])).toEqual([
      ['bet', null],
      ['outcome', null],
      ['win', 'resume'],
    ]);
    expectStepBalances(finished);
    expect(await keyCount(`round:${roundId}:win`)).toBe(1);
    expect((await openTable('HOUSE_CRASH')).resumed).toEqual([]);
  });

  it('the timeout job completes or refunds each round left open past the timeout exactly once, also with two server processes at once', async () => {
    const { db } = server.database;
    const house = await interruptedRound('HOUSE_CRASH', 'crash', { cashout: 101 });
    const play = (await openTable('HOUSE_DICE')).token as string;
    const common = { gameCode: 'PROV_GAME', currency: 'PKR' };
    expect((await seamless('bet', { ...common, roundId: 'stale-bet', token: play, txId: 'sb1', amount: '400' })).status).toBe(200);
    expect((await seamless('bet', { ...common, roundId: 'stale-won', token: play, txId: 'sb2', amount: '100' })).status).toBe(200);
    expect((await seamless('win', { ...common, roundId: 'stale-won', txId: 'sw2', amount: '250' })).status).toBe(200);
    const rounds = new SqlRounds(db);
    const refunded = (await rounds.findByRef('REPLAYPROV', 'stale-bet'))!.id;
    const won = (await rounds.findByRef('REPLAYPROV', 'stale-won'))!.id;
    // Two hours pass: the rounds above are past the timeout; the logins of support and the member ended.
    server.clock.advance(2 * 3_600_000);
    staff = await staffToken(server);
    member = { ...member, token: await bearerLogin(server, username, 'Abc12345') };
    const later = (await openTable('HOUSE_DICE')).token as string;
    expect((await seamless('bet', { ...common, roundId: 'fresh', token: later, txId: 'sb3', amount: '100' })).status).toBe(200);
    const fresh = (await rounds.findByRef('REPLAYPROV', 'fresh'))!.id;
    const before = BigInt(await balance());
    const owed = (200n * BigInt((await rounds.find(house))!.detail['multiplier'] as number)) / 1_000_000n;

    const otherProcess = new SettleStaleRounds({
      rounds: new SqlRounds(db),
      ledger: new SqlLedger(db),
      settings: server.settings,
      seeds: new SqlFairSeeds(db),
      crypto: nodeFairCrypto,
      lock: new InProcessKeyedLock(),
      clock: server.clock,
      guard: new ProtectionGuard({ protection: new SqlProtection(db), settings: server.settings, clock: server.clock }),
    });
    const runs = await Promise.all([
      server.platform.play.settleStaleRounds.execute(),
      otherProcess.execute(),
      server.platform.play.settleStaleRounds.execute(),
    ]);
    expect(runs.every((r) => r.failed === 0)).toBe(true);
    expect(await server.platform.play.settleStaleRounds.execute()).toEqual({ settled: 0, failed: 0 });

    expect(BigInt(await balance())).toBe(before + owed + 400n);
    expect(await keyCount(`round:${house}:win`)).toBe(1);
    expect(await keyCount(`round:${refunded}:timeout-refund`)).toBe(1);
    expect(await keyCount(`round:${won}:timeout-refund`)).toBe(0);
    const houseLog = await replay(house);
    expect(houseLog.steps.map((s) => [s.kind, s.detail['by'] ?? null])).toEqual([
      ['bet', null],
      ['outcome', null],
      ['win', 'timeout'],
    ]);
    const refundLog = await replay(refunded);
    expect(refundLog).toMatchObject({ status: 'closed', stake: '0', win: '0' });
    expect(refundLog.steps.map((s) => [s.kind, s.amount, s.detail['by'] ?? null])).toEqual([
      ['bet', '400', null],
      ['refund', '400', 'timeout'],
    ]);
    expect(await replay(won)).toMatchObject({ status: 'closed', stake: '100', win: '250' });
    expect((await replay(fresh)).status).toBe('open');

    expect((await seamless('win', { ...common, roundId: 'stale-bet', txId: 'late-win', amount: '999' })).body.code).toBe('seamless.round_closed');
    const record = (await call(server, 'GET', '/wps/member/bets', { token: member.token })).body.value.items as { roundId: number; status: string }[];
    expect(record.find((r) => r.roundId === refunded)!.status).toBe('cancelled');
    expect((await new SqlLedger(db).audit()).ok).toBe(true);
  });
});
