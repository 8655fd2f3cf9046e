import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_SLOT_CODE } from '../../core/domain/play/slot';
import { testBackends } from '../support/backends';
import { clearOfMinuteEdge, currentDrawOf, EVERY_MINUTE } from '../support/lottery-world';
import { PLAY_SESSION_HEADER, signedCall, type ProviderCredentials } from '../support/seamless-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, putSetting, staffToken } from '../support/wps-http';
import { expectBooksClean } from '../support/books';

/** Free play is trial mode only: its credit never meets real money, whatever the launch asks for. */
describe.each(testBackends())('a trial account on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let trial: { id: number; token: string };

  const db = () => server.database.db;
  const balance = async () => (await call(server, 'GET', '/wps/member/info', { token: trial.token })).body.value.balance as string;
  /** A launch as the trial account, redeemed into its play session. */
  const session = async (launched: Promise<{ status: number; body: { value: { url: string } } }>) => {
    const answer = await launched;
    expect(answer.status).toBe(200);
    const opened = await call(server, 'POST', '/wps/house/session', {
      body: { launch: new URL(answer.body.value.url, server.url).searchParams.get('launch') },
    });
    return opened.body.value as { token: string; trial: boolean; balance: string };
  };
  /** What real play would have touched: the jackpot pool, the winner board, the trial's rounds, ledger, levels, points and team figures. */
  const figures = async () => ({
    jackpot: (await call(server, 'GET', '/wps/house/jackpot')).body.value.amount as string,
    board: (await call(server, 'GET', '/wps/relay/GCSGAME_getRankList?flush=1')).body.value.list as unknown[],
    rounds: (await db().selectFrom('rounds').select('id').where('account_id', '=', trial.id).execute()).length,
    transfers: (
      await sql<{
        kind: string;
      }>`SELECT t.kind FROM ledger_transfers t JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) WHERE a.owner_id = ${trial.id} ORDER BY t.id`.execute(
        db(),
      )
    ).rows,
    vip: (await db().selectFrom('vip_levels').select('account_id').where('account_id', '=', trial.id).execute()).length,
    points: (await db().selectFrom('points_entries').select('account_id').where('account_id', '=', trial.id).execute()).length,
    stats: (await db().selectFrom('member_stats').select('account_id').where('account_id', '=', trial.id).execute()).length,
    wallet: await balance(),
  });

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    const started = await call(server, 'POST', '/wps/session/login/freeplay', { headers: { 'x-session-transport': 'bearer' }, body: {} });
    const account = await db().selectFrom('accounts').select('id').where('username', '=', started.body.value.account).executeTakeFirstOrThrow();
    trial = { id: account.id, token: started.body.value.token };
  });
  afterAll(async () => server?.close());

  it('launching with trial:false plays trial mode: demo credits on the play session, no round, no jackpot, no board, no level, points or team figure', async () => {
    const mission = await call(server, 'POST', '/wps/admin/missions', {
      token: staff,
      console: true,
      body: { title: 'Spin twice', period: 'daily', metric: 'rounds', target: '2', reward: '1' },
    });
    const leaderboard = async () => (await call(server, 'GET', `/wps/missions/${mission.body.value.id}/leaderboard`, { token: trial.token })).body.value;
    const before = { ...(await figures()), leaderboard: await leaderboard() };
    expect(before.wallet).toBe('200000');

    const play = await session(call(server, 'POST', '/wps/game/launchGame', { token: trial.token, body: { gameCode: HOUSE_SLOT_CODE, trial: false } }));
    expect(play).toMatchObject({ trial: true, balance: '200000' });
    const relayed = await session(call(server, 'GET', `/wps/relay/GCS_gameLaunchFB?gameCode=${HOUSE_SLOT_CODE}`, { token: trial.token }));
    expect(relayed).toMatchObject({ trial: true, balance: '200000' });
    for (let i = 0; i < 2; i++) {
      const spun = await call(server, 'POST', '/wps/house/slot/play', { headers: { [PLAY_SESSION_HEADER]: play.token }, body: { amount: '100000' } });
      expect(spun.status).toBe(200);
      expect(spun.body.value).toMatchObject({ roundId: null, jackpot: '0', fairness: null });
    }
    await server.runJob('vip_levels');
    await server.runJob('loyalty_points');
    await server.runJob('team_stats');
    expect({ ...(await figures()), leaderboard: await leaderboard() }).toEqual(before);
    expect(before.transfers).toEqual([{ kind: 'demo_credit' }]);
    expect((await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value.ok).toBe(true);
  });

  it('an outside provider gets no player from a trial play session, and a bet for the trial account is refused', async () => {
    const provider: ProviderCredentials = (await call(server, 'POST', '/wps/admin/providers', { token: staff, console: true, body: { code: 'TRIALCHK' } })).body
      .value;
    const play = await session(call(server, 'POST', '/wps/game/launchGame', { token: trial.token, body: { gameCode: HOUSE_SLOT_CODE } }));
    const auth = await signedCall(server, provider, 'authenticate', { token: play.token });
    expect(auth.body.code).toBe('play.session_expired');
    const bet = await signedCall(server, provider, 'bet', {
      playerId: String(trial.id),
      token: play.token,
      txId: 't1',
      roundId: 'r1',
      gameCode: 'PROV_GAME',
      amount: '100',
      currency: 'PKR',
    });
    expect(bet.body.code).toBe('seamless.not_a_player');
    expect(await balance()).toBe('200000');
  });

  it('the lottery refuses it, launch and bet, with access.need_true_account and writes nothing', async () => {
    expect((await putSetting(server, staff, 'lottery', EVERY_MINUTE)).status).toBe(200);
    clearOfMinuteEdge(server.clock);
    const draw = await currentDrawOf(server, 'VN_FAST');
    const bet = await call(server, 'POST', '/wps/lottery/bet', {
      token: trial.token,
      body: { gameCode: 'VN_FAST', drawId: draw.drawId, requestId: 'trial-1', bets: [{ kind: 'lo2', picks: ['07'], stake: '1000' }] },
    });
    expect(bet.status).toBe(403);
    expect(bet.body.code).toBe('access.need_true_account');
    const launched = await call(server, 'POST', '/wps/game/launchGame', { token: trial.token, body: { gameCode: 'VN_FAST', launchMode: 'LOTT' } });
    expect(launched.status).toBe(403);
    expect(launched.body.code).toBe('access.need_true_account');
    expect(await db().selectFrom('lottery_tickets').select('id').where('account_id', '=', trial.id).execute()).toEqual([]);
    expect(await balance()).toBe('200000');
  });

  it('leaves the ledger balanced and the audit chain whole', async () => {
    await expectBooksClean(server, staff);
  });
});
