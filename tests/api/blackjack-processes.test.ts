import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { HOUSE_BLACKJACK_CODE, type BlackjackState } from '../../core/domain/play/blackjack';
import { settle } from '../../core/domain/play/blackjack-settle';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import { testBackends } from '../support/backends';
import { ProcessCluster } from '../support/process-cluster';
import type { TestServer } from '../support/test-server';
import { call, fundMember, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

const HANDS = 12;

describe.runIf(testBackends().includes('postgres'))('one blackjack hand played from two server processes at once', () => {
  const cluster = new ProcessCluster();
  let db: Kysely<any> | null = null;
  afterAll(() => cluster.stop(async () => db?.destroy()));

  it('keeps one line of play: a move that met another on the round is play.round_moved, every move answered is recorded, and the win paid is what the recorded hand settles to', async () => {
    const url = await cluster.start(2);
    const [a, b] = cluster.servers as [TestServer, TestServer];
    db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) });
    const staff = await staffToken(a);
    const member = await registerMember(a, uniqueUsername('bjx'), 'Abc12345');
    await fundMember(a, staff, member.token, '1000');
    const launched = await call(a, 'POST', '/wps/game/launchGame', { token: member.token, body: { gameCode: HOUSE_BLACKJACK_CODE } });
    const play = (await call(a, 'POST', '/wps/house/session', { body: { launch: new URL(launched.body.value.url, a.url).searchParams.get('launch') } })).body
      .value.token as string;
    const headers = { [PLAY_SESSION_HEADER]: play };
    const act = (server: TestServer, roundId: number, action: string, requestId: string) =>
      call(server, 'POST', '/wps/house/blackjack/act', { headers, body: { roundId, action, requestId } });

    let raced = 0;
    for (let i = 0; i < HANDS; i++) {
      const dealing = await call(a, 'POST', '/wps/house/blackjack/deal', { headers, body: { amount: '100' } });
      expect(dealing.status, dealing.body.code).toBe(200);
      let dealt = dealing.body.value;
      if (dealt.phase === 'insurance') dealt = (await act(a, dealt.roundId, 'no-insurance', `no-insurance-${i}`)).body.value;
      if (dealt.phase !== 'player') continue;
      const answers = await Promise.all([act(a, dealt.roundId, 'hit', `hit-move-${i}`), act(b, dealt.roundId, 'stand', `stand-move-${i}`)]);
      // A move that comes second after the first ended the hand is not allowed any more; one that met the first on the round lost the race.
      for (const answer of answers) expect([200, 'play.invalid_action', 'play.round_moved']).toContain(answer.status === 200 ? 200 : answer.body.code);
      if (answers.some((answer) => answer.body.code === 'play.round_moved')) raced++;
      for (let move = 0; ; move++) {
        const open = (await call(a, 'GET', '/wps/house/blackjack/round', { headers })).body.value;
        if (!open) break;
        expect((await act(a, open.roundId, 'stand', `end-move-${i}-${move}`)).status).toBe(200);
      }

      const steps = await db.selectFrom('round_steps').select(['kind', 'detail']).where('round_id', '=', dealt.roundId).orderBy('id').execute();
      const requests = steps.map((s) => (s.detail as { requestId?: string }).requestId);
      for (const [k, answer] of answers.entries()) if (answer.status === 200) expect(requests).toContain(k === 0 ? `hit-move-${i}` : `stand-move-${i}`);
      const states = steps.flatMap((s) => ((s.detail as { state?: BlackjackState }).state ? [(s.detail as { state: BlackjackState }).state] : []));
      const round = await db.selectFrom('rounds').select(['status', 'win']).where('id', '=', dealt.roundId).executeTakeFirstOrThrow();
      const settled = settle(states.at(-1)!);
      expect(settled.ok && { status: round.status, win: BigInt(round.win) }).toEqual({ status: 'closed', win: settled.ok ? settled.value.payout : -1n });
    }
    expect(raced, 'some moves met on the round').toBeGreaterThan(0);
    expect((await call(a, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value.ok).toBe(true);
  }, 120_000);
});
