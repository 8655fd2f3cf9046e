import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUSE_SLOT_CODE } from '../../core/domain/play/slot';
import { testBackends } from '../support/backends';
import { clearOfDayEdge } from '../support/clock-edges';
import { playToken, signedCall, PLAY_SESSION_HEADER, type ProviderCredentials } from '../support/seamless-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, login, registerMember, resetThrottles, staffToken, uniqueUsername } from '../support/wps-http';

const DAY = 86_400_000;

describe.each(testBackends())('player protection on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let provider: ProviderCredentials;

  const setLimit = (token: string, key: string, value: string | null) => call(server, 'PUT', '/wps/member/protection/limits', { token, body: { key, value } });
  const limitOf = (answer: { body: { value: { limits: { key: string }[] } } }, key: string) =>
    answer.body.value.limits.find((l) => l.key === key) as Record<string, any>;
  const deposit = (token: string, amount: string) => call(server, 'PUT', '/wps/member/deposit/bank', { token, body: { amount, payerName: 'Limit Test' } });
  const spin = (play: string, amount: string) => call(server, 'POST', '/wps/house/slot/play', { headers: { [PLAY_SESSION_HEADER]: play }, body: { amount } });
  const funded = async (prefix: string, amount: string) => {
    const username = uniqueUsername(prefix);
    const member = await registerMember(server, username, 'Abc12345');
    await fundMember(server, staff, member.token, amount);
    return { ...member, username };
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    provider = (await call(server, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'SAFE' } })).body.value;
  });
  beforeEach(async () => resetThrottles(server));
  afterAll(async () => server?.close());

  it('a daily deposit limit refuses a larger deposit at once; raising it waits 24 hours, lowering it does not', async () => {
    clearOfDayEdge(server.clock);
    const member = await registerMember(server, uniqueUsername('pd'), 'Abc12345');
    const set = await setLimit(member.token, 'deposit:day', '1000');
    expect(limitOf(set, 'deposit:day')).toMatchObject({ member: '100000', effective: '100000', pending: null, used: '0' });
    const refused = await deposit(member.token, '1500');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'protection.deposit_limit',
      value: { limit: 'deposit:day', remaining: '100000' },
      message: { params: { remaining: 'Rs 1,000.00' } },
    });
    expect((await deposit(member.token, '600')).status).toBe(200);
    expect((await deposit(member.token, '600')).body.value).toMatchObject({ limit: 'deposit:day', remaining: '40000' });

    const raised = await setLimit(member.token, 'deposit:day', '5000');
    const pending = limitOf(raised, 'deposit:day');
    expect(pending).toMatchObject({ member: '100000', effective: '100000', used: '60000', pending: { value: '500000' } });
    expect(Math.abs(new Date(pending['pending'].at).getTime() - Date.now() - DAY)).toBeLessThan(60_000);
    expect((await deposit(member.token, '600')).body.code).toBe('protection.deposit_limit');

    const lowered = await setLimit(member.token, 'deposit:day', '700');
    expect(limitOf(lowered, 'deposit:day')).toMatchObject({ member: '70000', effective: '70000', pending: null });
    const removed = await setLimit(member.token, 'deposit:day', null);
    expect(limitOf(removed, 'deposit:day')).toMatchObject({ effective: '70000', pending: { value: null } });
  });

  it('a rejected deposit stops counting toward the limit', async () => {
    clearOfDayEdge(server.clock);
    const member = await registerMember(server, uniqueUsername('pr'), 'Abc12345');
    await setLimit(member.token, 'deposit:week', '1000');
    const first = await deposit(member.token, '1000');
    expect((await deposit(member.token, '100')).body.code).toBe('protection.deposit_limit');
    await call(server, 'POST', `/wps/admin/deposits/${first.body.value.id}/reject`, { token: staff, console: true, body: { reason: 'not received' } });
    expect((await deposit(member.token, '1000')).status).toBe(200);
  });

  it('a limit set after play starts counting from what the window already holds', async () => {
    const member = await funded('ps', '100');
    const play = await playToken(server, member.token, HOUSE_SLOT_CODE);
    for (let i = 0; i < 3; i++) expect((await spin(play, '500')).status).toBe(200);
    const set = await setLimit(member.token, 'wager:month', '20');
    expect(limitOf(set, 'wager:month')['used']).toBe('1500');
    expect((await spin(play, '600')).body).toMatchObject({ code: 'protection.wager_limit', value: { limit: 'wager:month', remaining: '500' } });
    expect((await spin(play, '500')).status).toBe(200);
  });

  it('property: parallel bets under a wager limit never stake more than the limit, over house games and the seamless wallet', async () => {
    const member = await funded('pw', '1000');
    await setLimit(member.token, 'wager:day', '50');
    const play = await playToken(server, member.token, HOUSE_SLOT_CODE);
    const seamlessPlay = await playToken(server, member.token);
    const bets = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? spin(play, '300')
        : signedCall(server, provider, 'bet', {
            playerId: String(member.id),
            token: seamlessPlay,
            txId: `pw-${member.id}-${i}`,
            roundId: `pw-r-${member.id}-${i}`,
            gameCode: 'SAFE_GAME',
            amount: '300',
            currency: 'PKR',
          }),
    );
    const answers = await Promise.all(bets);
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.code === 'protection.wager_limit')).toBe(true);
    expect(accepted * 300).toBeLessThanOrEqual(5000);
    expect(accepted).toBe(16);
    const staked = await sql<{
      sum: string;
    }>`SELECT coalesce(sum(amount), 0)::text AS sum FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id
      WHERE a.code = ${`member:${member.id}:main`} AND t.kind = 'bet'`.execute(server.database.db);
    expect(BigInt(staked.rows[0]!.sum)).toBe(4800n);
  });

  it('property: parallel bets under a loss limit never lose more than the limit', async () => {
    const member = await funded('pl', '1000');
    await setLimit(member.token, 'loss:day', '20');
    const play = await playToken(server, member.token, HOUSE_SLOT_CODE);
    const answers = await Promise.all(Array.from({ length: 30 }, () => spin(play, '200')));
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.code === 'protection.loss_limit')).toBe(true);
    const moved = await sql<{ kind: string; sum: string }>`SELECT t.kind, sum(t.amount)::text AS sum FROM ledger_transfers t
      JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
      WHERE (d.code = ${`member:${member.id}:main`} AND t.kind = 'bet') OR (c.code = ${`member:${member.id}:main`} AND t.kind IN ('win', 'jackpot')) GROUP BY t.kind`.execute(
      server.database.db,
    );
    const sum = (kind: string) => BigInt(moved.rows.find((r) => r.kind === kind)?.sum ?? '0');
    expect(sum('bet') - sum('win') - sum('jackpot')).toBeLessThanOrEqual(2000n);
  });

  it('the operator caps a limit for a member: the lower applies; support sees it all', async () => {
    const member = await registerMember(server, uniqueUsername('po'), 'Abc12345');
    const username = (await call(server, 'GET', '/wps/member/info', { token: member.token })).body.value.account as string;
    await setLimit(member.token, 'deposit:day', '5000');
    const capped = await call(server, 'PUT', `/wps/admin/member/${username}/protection/limits`, {
      token: staff,
      console: true,
      body: { key: 'deposit:day', value: '800' },
    });
    expect(capped.status).toBe(200);
    expect(limitOf(capped, 'deposit:day')).toMatchObject({ member: '500000', operator: '80000', effective: '80000' });
    expect((await deposit(member.token, '900')).body.code).toBe('protection.deposit_limit');
    expect(
      (await call(server, 'PUT', `/wps/admin/member/${username}/protection/limits`, { token: member.token, body: { key: 'deposit:day', value: null } })).body
        .code,
    ).toBe('access.forbidden');
    expect((await call(server, 'GET', '/wps/admin/member/nosuchmember/protection', { token: staff, console: true })).status).toBe(404);
  });

  it('self-exclusion ends the sessions at once, refuses login with its end date, and refuses bets from an open game', async () => {
    const username = uniqueUsername('px');
    const member = await registerMember(server, username, 'Abc12345');
    await fundMember(server, staff, member.token, '100');
    const play = await playToken(server, member.token, HOUSE_SLOT_CODE);
    const excluded = await call(server, 'POST', '/wps/member/protection/exclusion', { token: member.token, body: { duration: '6m' } });
    expect(excluded.body.value.pause).toMatchObject({ kind: 'exclusion' });
    expect((await call(server, 'GET', '/wps/member/info', { token: member.token })).status).toBe(401);
    const refused = await login(server, username, 'Abc12345', { bearer: true });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('protection.self_excluded');
    const until = new Date(refused.body.value.until as string).getTime();
    expect(until - Date.now()).toBeGreaterThan(180 * DAY);
    // The exclusion ended the login, and with it the game's play session.
    expect((await spin(play, '100')).body.code).toBe('play.session_expired');
    await call(server, 'POST', '/wps/admin/messages', { token: staff, console: true, body: { all: true, title: 'Double bonus', body: 'Deposit today' } });
    expect(
      await server.database.db.selectFrom('messages').select('id').where('account_id', '=', member.id).where('type', '=', 'new_message').execute(),
    ).toEqual([]);
    const seen = await call(server, 'GET', `/wps/admin/member/${username}/protection`, { token: staff, console: true });
    expect(seen.body.value.pause).toMatchObject({ kind: 'exclusion', endsAt: refused.body.value.until });
  });

  it('a permanent self-exclusion refuses login without an end date; a time-out cannot shorten it', async () => {
    const username = uniqueUsername('pp');
    const member = await registerMember(server, username, 'Abc12345');
    await call(server, 'POST', '/wps/member/protection/exclusion', { token: member.token, body: { duration: 'permanent' } });
    const refused = await login(server, username, 'Abc12345', { bearer: true });
    expect(refused.body).toMatchObject({ code: 'protection.self_excluded', value: null });
  });

  it('a time-out refuses login with its own code', async () => {
    const username = uniqueUsername('pt');
    const member = await registerMember(server, username, 'Abc12345');
    await call(server, 'POST', '/wps/member/protection/timeout', { token: member.token, body: { duration: '24h' } });
    const refused = await login(server, username, 'Abc12345', { bearer: true });
    expect(refused.body.code).toBe('protection.time_out');
    expect(Math.abs(new Date(refused.body.value.until as string).getTime() - Date.now() - DAY)).toBeLessThan(60_000);
  });

  it('the session-time limit ends a session that has lasted it, with its own code', async () => {
    const member = await registerMember(server, uniqueUsername('pm'), 'Abc12345');
    expect((await setLimit(member.token, 'session', '30')).status).toBe(200);
    expect((await call(server, 'GET', '/wps/member/info', { token: member.token })).status).toBe(200);
    // Thirty-one minutes of play, never idle for long: the limit ends the session, not the idle timeout.
    server.clock.advance(20 * 60_000);
    expect((await call(server, 'GET', '/wps/member/info', { token: member.token })).status).toBe(200);
    server.clock.advance(11 * 60_000);
    const ended = await call(server, 'GET', '/wps/member/info', { token: member.token });
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('protection.session_time_limit');
    expect((await setLimit(member.token, 'session', '1')).status).toBe(401);
  });

  it('registration may carry a deposit limit that applies with the account; a bad one creates nothing', async () => {
    const member = await registerMember(server, uniqueUsername('pg'), 'Abc12345', { depositLimit: { period: 'week', value: '250' } });
    const mine = await call(server, 'GET', '/wps/member/protection', { token: member.token });
    expect(limitOf(mine, 'deposit:week')).toMatchObject({ member: '25000', effective: '25000', pending: null });
    await expect(registerMember(server, uniqueUsername('pg'), 'Abc12345', { depositLimit: { period: 'week', value: 'lots' } })).rejects.toThrow(
      /wallet.invalid_amount/,
    );
  });
});
