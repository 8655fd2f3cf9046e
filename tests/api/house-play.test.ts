import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairDraw } from '../../core/domain/play/fairness';
import { HOUSE_SLOT_CODE, slot, slotParamsFor } from '../../core/domain/play/slot';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import { LAUNCH_TTL_MS } from '../../core/platform/play/launch-game';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';
import { sql } from 'kysely';

const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());

describe.each(testBackends())('house games on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let member: { id: number; token: string };

  const walletBalance = async (token: string) => BigInt((await call(server, 'GET', '/wps/member/info', { token })).body.value.balance as string);
  const launch = async (token: string | undefined, gameCode: string, trial = false) =>
    call(server, 'POST', '/wps/game/launchGame', { ...(token ? { token } : {}), body: { gameCode, ...(trial ? { trial } : {}) } });
  const session = async (url: string) => call(server, 'POST', '/wps/house/session', { body: { launch: new URL(url, server.url).searchParams.get('launch') } });
  const playWith = (play: string, engine: string, amount: string, params?: Record<string, string | number>) =>
    call(server, 'POST', `/wps/house/${engine}/play`, { headers: { [PLAY_SESSION_HEADER]: play }, body: { amount, ...(params ? { params } : {}) } });
  const openPlay = async (gameCode: string) => (await session((await launch(member.token, gameCode)).body.value.url)).body.value.token as string;
  const audit = async () => (await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    member = await registerMember(server, uniqueUsername('hp'), 'Abc12345');
    await fundMember(server, staff, member.token, '10000');
  });
  afterAll(async () => server?.close());

  it('a launch URL opens the engine page with a token that redeems once into a play session', async () => {
    const launched = await launch(member.token, HOUSE_SLOT_CODE);
    expect(launched.status).toBe(200);
    expect(launched.body.value.url).toMatch(/^\/house\/slot\/\?launch=[A-Za-z0-9_-]+$/);
    const first = await session(launched.body.value.url);
    expect(first.body.value).toMatchObject({
      gameCode: HOUSE_SLOT_CODE,
      gameName: 'Lotus Fortune',
      engine: 'slot',
      trial: false,
      balance: '1000000',
      scale: 2,
    });
    const second = await session(launched.body.value.url);
    expect(second.status).toBe(401);
    expect(second.body.code).toBe('play.launch_invalid');
  });

  it('a launch token expires after two minutes', async () => {
    const launched = await launch(member.token, 'HOUSE_DICE');
    server.clock.advance(LAUNCH_TTL_MS + 1);
    expect((await session(launched.body.value.url)).body.code).toBe('play.launch_invalid');
  });

  it('refuses unknown games, guests without trial, and staff', async () => {
    expect((await launch(member.token, 'NO_SUCH_GAME')).body.code).toBe('play.game_not_found');
    expect((await launch(undefined, HOUSE_SLOT_CODE)).status).toBe(401);
    expect((await call(server, 'POST', '/wps/game/launchGame', { token: staff, console: true, body: { gameCode: HOUSE_SLOT_CODE } })).body.code).toBe(
      'access.forbidden',
    );
  });

  it('a spin moves the bet and the win through the ledger keyed by the round, and the round records both', async () => {
    const play = await openPlay(HOUSE_SLOT_CODE);
    let balance = await walletBalance(member.token);
    for (let i = 0; i < 25; i++) {
      const spun = await playWith(play, 'slot', '1000');
      expect(spun.status).toBe(200);
      const v = spun.body.value;
      const win = BigInt(v.win);
      const jackpot = BigInt(v.jackpot);
      expect(win).toBe((1000n * BigInt(v.multiplier)) / 1_000_000n);
      balance = balance - 1000n + win + jackpot;
      expect(BigInt(v.balance)).toBe(balance);
      const round = await server.database.db.selectFrom('rounds').selectAll().where('id', '=', v.roundId).executeTakeFirstOrThrow();
      expect(round).toMatchObject({
        status: 'closed',
        stake: 1000n,
        win: win + jackpot,
        balance_after: balance,
        balance_before: balance + 1000n - win - jackpot,
        game_code: HOUSE_SLOT_CODE,
      });
      const transfers = await server.database.db
        .selectFrom('ledger_transfers')
        .select(['kind', 'amount'])
        .where('reference', '=', `round:${v.roundId}`)
        .orderBy('id')
        .execute();
      expect(transfers).toEqual([
        { kind: 'bet', amount: 1000n },
        ...(win > 0n ? [{ kind: 'win', amount: win }] : []),
        { kind: 'jackpot_share', amount: 10n },
        ...(jackpot > 0n ? [{ kind: 'jackpot', amount: jackpot }] : []),
      ]);
    }
    expect(await walletBalance(member.token)).toBe(balance);
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('insufficient funds and bad input are refused with their codes and write nothing', async () => {
    const poor = await registerMember(server, uniqueUsername('hq'), 'Abc12345');
    const play = (await session((await launch(poor.token, 'HOUSE_DICE')).body.value.url)).body.value.token as string;
    const before = await rowCounts(server, ['rounds', 'round_steps', 'ledger_transfers']);
    const broke = await playWith(play, 'dice', '1000', { direction: 'over', target: 5000 });
    expect(broke.status).toBe(402);
    expect(broke.body).toMatchObject({ code: 'wallet.insufficient_funds', value: { balance: '0' } });
    const cases: [string, Record<string, string | number> | undefined, string, string][] = [
      ['1000', { direction: 'sideways', target: 5000 }, 'play.invalid_params', 'direction'],
      ['1000', { direction: 'over', target: 9950 }, 'play.invalid_params', 'target'],
      ['1000', undefined, 'play.invalid_params', ''],
      ['5', { direction: 'over', target: 5000 }, 'play.bet_out_of_range', 'amount'],
      ['99999999999', { direction: 'over', target: 5000 }, 'play.bet_out_of_range', 'amount'],
    ];
    for (const [amount, params, code, field] of cases) {
      const refused = await playWith(play, 'dice', amount, params);
      expect(refused.status, `${amount} ${JSON.stringify(params)}`).toBe(400);
      expect(refused.body.code).toBe(code);
      if (field) expect(refused.body.value.field).toBe(field);
    }
    expect((await playWith(play, 'slot', '1000')).body.code).toBe('play.wrong_game');
    expect((await playWith('not-a-session', 'dice', '1000', { direction: 'over', target: 5000 })).status).toBe(401);
    expect(await rowCounts(server, ['rounds', 'round_steps', 'ledger_transfers'])).toEqual(before);
  });

  it('shows the seed hash before play, and after a rotation every round on the old seed verifies', async () => {
    const play = await openPlay(HOUSE_SLOT_CODE);
    const seeds = (await call(server, 'GET', '/wps/house/seeds', { headers: { [PLAY_SESSION_HEADER]: play } })).body.value;
    expect(seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const rotated = await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: play }, body: { clientSeed: 'my-lucky-seed' } });
    expect(rotated.body.value.active).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const played = [];
    for (let i = 0; i < 3; i++) played.push((await playWith(play, 'slot', '500')).body.value);
    expect(played.map((p) => p.fairness.nonce)).toEqual([0, 1, 2]);
    const early = await call(server, 'GET', `/wps/house/rounds/${played[0].roundId}/verify`, { headers: { [PLAY_SESSION_HEADER]: play } });
    expect(early.body.code).toBe('play.seed_not_revealed');
    const next = await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: play }, body: {} });
    const revealed = next.body.value.revealed;
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(rotated.body.value.active.serverSeedHash);
    for (const p of played) {
      const verified = await call(server, 'GET', `/wps/house/rounds/${p.roundId}/verify`, { headers: { [PLAY_SESSION_HEADER]: play } });
      expect(verified.body.value).toMatchObject({ hashMatches: true, outcomeMatches: true, multiplier: p.multiplier });
      const recomputed = slot.play(
        slotParamsFor(HOUSE_SLOT_CODE),
        fairDraw(hmac, { serverSeed: revealed.serverSeed, clientSeed: 'my-lucky-seed', nonce: p.fairness.nonce }),
      );
      expect(recomputed.outcome).toEqual(p.outcome);
    }
    expect(
      (await call(server, 'POST', '/wps/house/seeds/rotate', { headers: { [PLAY_SESSION_HEADER]: play }, body: { clientSeed: 'a:b' } })).body,
    ).toMatchObject({ code: 'validation.invalid_value', value: { field: 'clientSeed' } });
  });

  it('a free trial plays demo credits and never touches the ledger', async () => {
    const launched = await launch(undefined, 'HOUSE_CRASH', true);
    const opened = await session(launched.body.value.url);
    expect(opened.body.value).toMatchObject({ trial: true, balance: '200000' });
    const before = await rowCounts(server, ['rounds', 'ledger_transfers']);
    let balance = 200_000n;
    for (let i = 0; i < 10; i++) {
      const v = (await playWith(opened.body.value.token, 'crash', '2000', { cashout: 200 })).body.value;
      balance = balance - 2000n + BigInt(v.win);
      expect(v).toMatchObject({ roundId: null, fairness: null, balance: balance.toString() });
    }
    expect(await rowCounts(server, ['rounds', 'ledger_transfers'])).toEqual(before);
  });
});

describe.each(testBackends())('the progressive jackpot on %s', (backend) => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  const pool = async () => BigInt((await call(server, 'GET', '/wps/house/jackpot')).body.value.amount as string);

  it('every house-slot bet feeds 1% to the pool; the rare hit pays the whole pool once, through the ledger', async () => {
    const member = await registerMember(server, uniqueUsername('jp'), 'Abc12345');
    await fundMember(server, staff, member.token, '1000');
    const launched = (await call(server, 'POST', '/wps/game/launchGame', { token: member.token, body: { gameCode: HOUSE_SLOT_CODE } })).body.value
      .url as string;
    const play = (await call(server, 'POST', '/wps/house/session', { body: { launch: new URL(launched, server.url).searchParams.get('launch') } })).body.value
      .token as string;
    const spin = () => call(server, 'POST', '/wps/house/slot/play', { headers: { [PLAY_SESSION_HEADER]: play }, body: { amount: '5000' } });
    /** A round hits when its sixth float falls below 1 / 50,000. */
    const hits = (serverSeed: string, clientSeed: string, nonce: number) => {
      const draw = fairDraw(hmac, { serverSeed, clientSeed, nonce });
      for (let k = 0; k < 5; k++) draw();
      return draw() * 50_000 < 1;
    };
    /** Sets the member's active client seed to the first `jp<i>` whose coming rounds do what `wanted` asks. */
    const chooseClientSeed = async (wanted: (serverSeed: string, clientSeed: string, nonce: number) => boolean) => {
      await call(server, 'GET', '/wps/house/seeds', { headers: { [PLAY_SESSION_HEADER]: play } });
      const seed = await server.database.db
        .selectFrom('fair_seeds')
        .select(['id', 'server_seed', 'nonce'])
        .where('account_id', '=', member.id)
        .where('revealed_at', 'is', null)
        .executeTakeFirstOrThrow();
      let clientSeed = '';
      for (let i = 0; !clientSeed; i++) if (wanted(seed.server_seed, `jp${i}`, seed.nonce)) clientSeed = `jp${i}`;
      await sql`UPDATE fair_seeds SET client_seed = ${clientSeed} WHERE id = ${seed.id}`.execute(server.database.db);
    };
    // The demo's winner board players spun the slot too: the pool starts where they left it.
    const start = await pool();
    await chooseClientSeed((serverSeed, clientSeed, nonce) => [0, 1, 2, 3].every((k) => !hits(serverSeed, clientSeed, nonce + k)));
    for (let i = 0; i < 4; i++) expect((await spin()).body.value.jackpot).toBe('0');
    expect(await pool()).toBe(start + 200n);

    await chooseClientSeed(hits);
    const before = BigInt((await call(server, 'GET', '/wps/member/info', { token: member.token })).body.value.balance as string);
    const hit = (await spin()).body.value;
    expect(hit.outcome.jackpot).toBe(true);
    expect(hit.jackpot).toBe(String(start + 250n));
    expect(BigInt(hit.balance)).toBe(before - 5000n + BigInt(hit.win) + start + 250n);
    expect(await pool()).toBe(0n);
    const round = await server.database.db.selectFrom('rounds').select(['win']).where('id', '=', hit.roundId).executeTakeFirstOrThrow();
    expect(round.win).toBe(BigInt(hit.win) + start + 250n);
    const paid = await server.database.db
      .selectFrom('ledger_transfers')
      .select('amount')
      .where('kind', '=', 'jackpot')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(paid.amount).toBe(start + 250n);
    expect((await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value.ok).toBe(true);
  });
});
