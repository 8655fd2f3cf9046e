import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoFinish, deal, HOUSE_BLACKJACK_CODE, legalActions, type BlackjackAction, type BlackjackState } from '../../core/domain/play/blackjack';
import { settle } from '../../core/domain/play/blackjack-settle';
import { fairDraw } from '../../core/domain/play/fairness';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());
const BET = 1000n;

describe.each(testBackends())('blackjack on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let member: { id: number; token: string };
  let play: string;
  let requests = 0;

  const walletBalance = async (token = member.token) => BigInt((await call(server, 'GET', '/wps/member/info', { token })).body.value.balance as string);
  const openPlay = async (token: string | undefined, trial = false) => {
    const launched = await call(server, 'POST', '/wps/game/launchGame', {
      ...(token ? { token } : {}),
      body: { gameCode: HOUSE_BLACKJACK_CODE, ...(trial ? { trial } : {}) },
    });
    expect(launched.body.value.url).toMatch(/^\/house\/blackjack\/\?launch=/);
    return (await call(server, 'POST', '/wps/house/session', { body: { launch: new URL(launched.body.value.url, server.url).searchParams.get('launch') } }))
      .body.value;
  };
  const dealHand = (session: string, amount = BET) =>
    call(server, 'POST', '/wps/house/blackjack/deal', { headers: { [PLAY_SESSION_HEADER]: session }, body: { amount: amount.toString() } });
  const actOn = (session: string, roundId: number | null, action: BlackjackAction, requestId = `req-${++requests}-bj`) =>
    call(server, 'POST', '/wps/house/blackjack/act', { headers: { [PLAY_SESSION_HEADER]: session }, body: { roundId, action, requestId } });
  const openHand = (session: string) => call(server, 'GET', '/wps/house/blackjack/round', { headers: { [PLAY_SESSION_HEADER]: session } });
  const activeSeed = (accountId = member.id) =>
    server.database.db
      .selectFrom('fair_seeds')
      .select(['id', 'server_seed', 'client_seed', 'nonce'])
      .where('account_id', '=', accountId)
      .where('revealed_at', 'is', null)
      .executeTakeFirstOrThrow();
  const streamOf = (seed: { server_seed: string; client_seed: string }, nonce: number) => () =>
    fairDraw(hmac, { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce });
  /** Sets the member's active client seed to the first `bj<i>` whose next deal is one `wanted` asks for; that deal. */
  const chooseDeal = async (wanted: (state: BlackjackState) => boolean, accountId = member.id): Promise<BlackjackState> => {
    const seed = await activeSeed(accountId);
    for (let i = 0; ; i++) {
      const dealt = deal(streamOf({ ...seed, client_seed: `bj${i}` }, seed.nonce)(), BET);
      if (!wanted(dealt)) continue;
      await sql`UPDATE fair_seeds SET client_seed = ${`bj${i}`} WHERE id = ${seed.id}`.execute(server.database.db);
      return dealt;
    }
  };
  const inPlay = (state: BlackjackState) => state.phase === 'player';
  const roundRow = (id: number) => server.database.db.selectFrom('rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const betsOf = async (id: number) =>
    (await server.database.db.selectFrom('ledger_transfers').select(['kind', 'amount']).where('reference', '=', `round:${id}`).orderBy('id').execute()).map(
      (t) => `${t.kind}:${t.amount}`,
    );

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    member = await registerMember(server, uniqueUsername('bj'), 'Abc12345');
    await fundMember(server, staff, member.token, '10000');
    play = (await openPlay(member.token)).token;
    await call(server, 'GET', '/wps/house/seeds', { headers: { [PLAY_SESSION_HEADER]: play } });
  });
  afterAll(async () => server?.close());

  it('a whole hand: the bet taken at the deal, the hole card hidden until the dealer plays, the win paid at the end', async () => {
    await chooseDeal((s) => inPlay(s) && legalActions(s).includes('hit'));
    const before = await walletBalance();
    const dealt = (await dealHand(play)).body.value;
    expect(dealt).toMatchObject({ bet: '1000', phase: 'player', settlement: null, balance: (before - BET).toString() });
    expect(dealt.dealer).toHaveLength(2);
    expect(dealt.dealer[1]).toBeNull();
    expect(JSON.stringify(dealt)).not.toMatch(/dealt|seed"|serverSeed"/);
    expect(await walletBalance()).toBe(before - BET);
    expect((await openHand(play)).body.value).toEqual(dealt);
    expect((await dealHand(play)).body.code).toBe('play.round_unfinished');
    let hand = dealt;
    while (hand.phase === 'player') {
      const total = hand.hands[0].cards.reduce((sum: number, c: { rank: number }) => sum + Math.min(c.rank, 10), 0);
      hand = (await actOn(play, dealt.roundId, total < 15 ? 'hit' : 'stand')).body.value;
      if (hand.phase === 'player') expect(BigInt(hand.balance)).toBe(before - BET);
    }
    expect(hand.dealer.every((card: unknown) => card !== null)).toBe(true);
    const payout = BigInt(hand.settlement.payout);
    expect(BigInt(hand.balance)).toBe(before - BET + payout);
    expect(await walletBalance()).toBe(before - BET + payout);
    expect(await roundRow(dealt.roundId)).toMatchObject({ status: 'closed', stake: BET, win: payout, game_code: HOUSE_BLACKJACK_CODE });
    expect(await betsOf(dealt.roundId)).toEqual([`bet:${BET}`, ...(payout > 0n ? [`win:${payout}`] : [])]);
    expect((await openHand(play)).body.value).toBeNull();
  });

  it('while a hand is open the player can learn nothing of the cards to come: the record hides the hole card, and the seed cannot be rotated', async () => {
    const dealt = await chooseDeal(inPlay);
    const hand = (await dealHand(play)).body.value;
    const log = await call(server, 'GET', `/wps/member/bets/${hand.roundId}`, { token: member.token });
    expect(log.status).toBe(200);
    const shown = JSON.stringify(log.body.value.steps);
    expect(shown).not.toMatch(/"dealt"/);
    expect(log.body.value.steps[0].detail.state.dealer).toEqual([dealt.dealer[0], null]);
    const rotated = await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: play }, body: {} });
    expect([rotated.status, rotated.body.code]).toEqual([409, 'play.round_unfinished']);
    expect((await activeSeed()).server_seed).toBeDefined();
    let state = hand;
    while (state.phase === 'player') state = (await actOn(play, hand.roundId, 'stand')).body.value;
    expect((await call(server, 'GET', `/wps/member/bets/${hand.roundId}`, { token: member.token })).body.value.steps[0].detail.state.dealer).toEqual(
      dealt.dealer,
    );
    expect((await call(server, 'GET', `/wps/admin/rounds/${hand.roundId}`, { token: staff, console: true })).status).toBe(200);
  });

  it('a double takes exactly one more bet, and a request sent again is played once', async () => {
    await chooseDeal(inPlay);
    const before = await walletBalance();
    const dealt = (await dealHand(play)).body.value;
    const doubled = await actOn(play, dealt.roundId, 'double', 'double-once-1');
    const again = await actOn(play, dealt.roundId, 'double', 'double-once-1');
    expect(again.body.value).toEqual(doubled.body.value);
    const v = doubled.body.value;
    expect(v.phase).toBe('done');
    expect(v.hands[0]).toMatchObject({ doubled: true });
    expect(v.hands[0].cards).toHaveLength(3);
    const payout = BigInt(v.settlement.payout);
    expect(await walletBalance()).toBe(before - 2n * BET + payout);
    expect(await betsOf(dealt.roundId)).toEqual([`bet:${BET}`, `bet:${BET}`, ...(payout > 0n ? [`win:${payout}`] : [])]);
  });

  it('a split takes exactly one more bet at once, and a hit sent again deals one card', async () => {
    await chooseDeal((s) => inPlay(s) && legalActions(s).includes('split') && s.hands[0]!.cards[0]!.rank !== 1);
    const before = await walletBalance();
    const dealt = (await dealHand(play)).body.value;
    const split = (await actOn(play, dealt.roundId, 'split')).body.value;
    expect(split.hands).toHaveLength(2);
    expect(BigInt(split.balance)).toBe(before - 2n * BET);
    expect(await walletBalance()).toBe(before - 2n * BET);
    let hand = split;
    if (hand.phase === 'player' && hand.actions.includes('hit')) {
      const hit = (await actOn(play, dealt.roundId, 'hit', 'hit-once-1')).body.value;
      const again = (await actOn(play, dealt.roundId, 'hit', 'hit-once-1')).body.value;
      expect(again.hands.map((h: { cards: unknown[] }) => h.cards.length)).toEqual(hit.hands.map((h: { cards: unknown[] }) => h.cards.length));
      hand = again;
    }
    while (hand.phase === 'player') hand = (await actOn(play, dealt.roundId, 'stand')).body.value;
    const payout = BigInt(hand.settlement.payout);
    expect(BigInt(hand.settlement.stake)).toBe(2n * BET);
    expect(await walletBalance()).toBe(before - 2n * BET + payout);
    expect((await roundRow(dealt.roundId)).stake).toBe(2n * BET);
  });

  it('insurance takes half the bet; a move not allowed now is play.invalid_action and moves nothing', async () => {
    await chooseDeal((s) => s.phase === 'insurance');
    const before = await walletBalance();
    const dealt = (await dealHand(play)).body.value;
    expect(dealt.actions).toEqual(['insurance', 'no-insurance']);
    const refused = await actOn(play, dealt.roundId, 'hit');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('play.invalid_action');
    const insured = (await actOn(play, dealt.roundId, 'insurance')).body.value;
    expect(insured.insurance).toBe('taken');
    let hand = insured;
    while (hand.phase === 'player') hand = (await actOn(play, dealt.roundId, 'stand')).body.value;
    expect(hand.settlement.insurance.stake).toBe((BET / 2n).toString());
    expect(await walletBalance()).toBe(before - BET - BET / 2n + BigInt(hand.settlement.payout));
    expect((await actOn(play, dealt.roundId, 'stand')).body.code).toBe('play.invalid_action');
  });

  it('another member cannot see or move the hand', async () => {
    await chooseDeal(inPlay);
    const dealt = (await dealHand(play)).body.value;
    const other = await registerMember(server, uniqueUsername('bk'), 'Abc12345');
    const theirs = (await openPlay(other.token)).token;
    const before = await rowCounts(server, ['round_steps', 'ledger_transfers']);
    const refused = await actOn(theirs, dealt.roundId, 'stand');
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('play.round_not_found');
    expect((await openHand(theirs)).body.value).toBeNull();
    expect(await rowCounts(server, ['round_steps', 'ledger_transfers'])).toEqual(before);
    await actOn(play, dealt.roundId, 'stand');
  });

  it('after a rotation every hand verifies from its seeds, moves included', async () => {
    await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: play }, body: { clientSeed: 'verify-me' } });
    const rounds: number[] = [];
    for (let i = 0; i < 3; i++) {
      let hand = (await dealHand(play)).body.value;
      rounds.push(hand.roundId);
      while (hand.phase !== 'done')
        hand = (
          await actOn(play, hand.roundId, hand.actions.includes('hit') && i === 0 ? 'hit' : hand.actions.includes('double') ? 'double' : hand.actions.at(-1))
        ).body.value;
    }
    await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: play }, body: {} });
    for (const id of rounds) {
      const verified = await call(server, 'GET', `/wps/house/rounds/${id}/verify`, { headers: { [PLAY_SESSION_HEADER]: play } });
      expect(verified.body.value).toMatchObject({ hashMatches: true, outcomeMatches: true, clientSeed: 'verify-me' });
      expect(verified.body.value.outcome.phase).toBe('done');
    }
    expect((await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value).toMatchObject({ ok: true });
  });

  it('a trial hand plays demo credits and never touches the ledger', async () => {
    const trial = await openPlay(undefined, true);
    const before = await rowCounts(server, ['rounds', 'ledger_transfers']);
    let hand = (await dealHand(trial.token, 2000n)).body.value;
    expect(hand).toMatchObject({ roundId: null, fairness: null, balance: String(198_000n + BigInt(hand.settlement?.payout ?? 0)) });
    expect((await openHand(trial.token)).body.value).toEqual(hand.phase === 'done' ? null : hand);
    while (hand.phase !== 'done') hand = (await actOn(trial.token, null, hand.actions.includes('no-insurance') ? 'no-insurance' : 'stand')).body.value;
    expect(BigInt(hand.balance)).toBe(198_000n + BigInt(hand.settlement.payout));
    expect(await rowCounts(server, ['rounds', 'ledger_transfers'])).toEqual(before);
  });

  it('a wager limit counts every extra stake: a double past it is refused and the hand plays on', async () => {
    const limited = await registerMember(server, uniqueUsername('bl'), 'Abc12345');
    await fundMember(server, staff, limited.token, '100');
    const theirs = (await openPlay(limited.token)).token;
    await call(server, 'GET', '/wps/house/seeds', { headers: { [PLAY_SESSION_HEADER]: theirs } });
    expect((await call(server, 'PUT', '/wps/member/protection/limits', { token: limited.token, body: { key: 'wager:month', value: '15' } })).status).toBe(200);
    await chooseDeal(inPlay, limited.id);
    const dealt = (await dealHand(theirs)).body.value;
    const before = await rowCounts(server, ['round_steps', 'ledger_transfers']);
    const refused = await actOn(theirs, dealt.roundId, 'double');
    expect(refused.body).toMatchObject({ code: 'protection.wager_limit', value: { limit: 'wager:month', remaining: '500' } });
    expect(await rowCounts(server, ['round_steps', 'ledger_transfers'])).toEqual(before);
    expect(await walletBalance(limited.token)).toBe(10_000n - BET);
    expect((await actOn(theirs, dealt.roundId, 'stand')).body.value.phase).toBe('done');
  });

  it('a hand left open is played by the default (no insurance, stand) by the stale-round job and paid', async () => {
    const dealt = await chooseDeal((s) => s.phase !== 'done');
    const seed = await activeSeed();
    const before = await walletBalance();
    const left = (await dealHand(play)).body.value;
    const expected = autoFinish(dealt, streamOf(seed, seed.nonce)());
    const settled = settle(expected);
    if (!settled.ok) throw new Error('autoFinish left the hand unsettled');
    const { roundTimeoutMinutes } = await openPlay(member.token);
    server.clock.advance((roundTimeoutMinutes + 1) * 60_000);
    expect((await server.platform.play.settleStaleRounds.execute()).settled).toBeGreaterThanOrEqual(1);
    const round = await roundRow(left.roundId);
    expect(round).toMatchObject({ status: 'closed', stake: BET, win: settled.value.payout });
    const steps = await server.database.db.selectFrom('round_steps').select(['kind', 'detail']).where('round_id', '=', left.roundId).orderBy('id').execute();
    expect(steps.map((s) => [s.kind, (s.detail as { action?: string }).action])).toEqual([
      ['bet', 'deal'],
      ['outcome', 'auto'],
      ...(settled.value.payout > 0n ? [['win', undefined]] : []),
    ]);
    expect((steps[1]!.detail as { state: BlackjackState }).state).toEqual(expected);
    const wallet = await server.database.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('code', '=', `member:${member.id}:main`)
      .executeTakeFirstOrThrow();
    expect(wallet.balance).toBe(before - BET + settled.value.payout);
  });
});
