/**
 * `npm run bench:lottery`: settles one quick-lottery draw of BENCH_TICKETS tickets (1,000,000) with
 * the server's batch path, beside a baseline measured in the same run: the same code settling a
 * sample draw of BENCH_SAMPLE tickets (2,000), one per member, one ticket per transaction, as a
 * per-ticket settlement would. Tickets are spread over BENCH_MEMBERS members (10,000), six in ten on
 * a position's digit and four in ten on the two-way kinds, so about a quarter win and are paid
 * through the ledger.
 * PGlite in memory by default; DATABASE_URL selects a PostgreSQL server (the benchmark writes its
 * own accounts there, ids from 30,000,000). Nothing here is asserted.
 */
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { cryptoRandom, systemClock } from '../../adapters/crypto/system-clock';
import { lotteryDeps } from '../../composition/server/lottery';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import { SqlProtection } from '../../adapters/sql/repositories/sql-protection';
import { SqlSettings } from '../../adapters/sql/repositories/sql-settings';
import type { Schema } from '../../adapters/sql/schema';
import { loadDefaults } from '../../composition/project';
import { openStorage } from '../../composition/server/storage';
import { fairResult } from '../../core/domain/lottery/fair-result';
import { QUICK_SHAPE } from '../../core/domain/lottery/result-shape';
import { LEDGER_CODES } from '../../core/domain/wallet/ledger-codes';
import { settleLotteryDraw } from '../../core/platform/lottery/settle-lottery-draw';
import { ProtectionGuard } from '../../core/platform/protection/guard';
import { HOUSE_SHARDS } from '../../core/platform/wallet/ledger';
import { nodeFairCrypto } from '../../adapters/crypto/fair-crypto';

const TICKETS = Number(process.env['BENCH_TICKETS'] ?? 1_000_000);
const SAMPLE = Number(process.env['BENCH_SAMPLE'] ?? 2_000);
const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 10_000);
const FIRST_ID = 30_000_000;
const GAME = 'LOTT_1M';
const MAIN = LEDGER_CODES.memberMain(0).split('0') as [string, string];
/** Kinds by ticket number: 0-5 a digit, 6 big/small, 7 odd/even, 8 sum big/small, 9 sum odd/even. */
const KIND = sql`(ARRAY['digit','digit','digit','digit','digit','digit','bigSmall','oddEven','sumBigSmall','sumOddEven'])[g % 10 + 1]`;
const PICK = sql`CASE WHEN g % 10 < 6 THEN ARRAY[(g / 10 % 10)::text] WHEN g % 10 IN (6, 8) THEN ARRAY[(ARRAY['big','small'])[g / 10 % 2 + 1]] ELSE ARRAY[(ARRAY['odd','even'])[g / 10 % 2 + 1]] END`;

async function seedMembers(db: Kysely<Schema>): Promise<void> {
  await sql`
    INSERT INTO accounts (id, username, nickname, type, password_hash, register_ip)
    SELECT ${FIRST_ID}::int + g, 'lbench_' || g, 'lbench ' || g, 0, 'x', 'bench' FROM generate_series(1, ${MEMBERS}) g`.execute(db);
  await sql`
    INSERT INTO ledger_accounts (code, owner_id, kind, currency, balance)
    SELECT ${MAIN[0]} || (${FIRST_ID}::int + g) || ${MAIN[1]}, ${FIRST_ID}::int + g, 'member_main', 'PKR', 0 FROM generate_series(1, ${MEMBERS}) g`.execute(db);
}

/** A drawn draw with `count` tickets spread over the members (one per member when `count` ≤ MEMBERS), each member's entry open with its round, as placed slips leave them. */
async function seedDraw(db: Kysely<Schema>, drawId: string, count: number): Promise<number> {
  const seed = drawId.padEnd(64, 'f');
  const result = fairResult(nodeFairCrypto.hmacSha256, QUICK_SHAPE, seed, drawId);
  const draw = await sql<{ id: number }>`
    INSERT INTO lottery_draws (game_code, draw_id, draw_at, closes_at, seed, seed_hash, result, status, drawn_at)
    VALUES (${GAME}, ${drawId}, now(), now(), ${seed}, ${nodeFairCrypto.sha256Hex(seed)}, ${JSON.stringify(result)}, 'drawn', now()) RETURNING id`.execute(db);
  const id = draw.rows[0]!.id;
  await sql`
    INSERT INTO lottery_tickets (slip_key, line, account_id, draw, kind, picks, position, stake, potential_win, placed_at)
    SELECT ${drawId}, g, ${FIRST_ID}::int + 1 + g % ${MEMBERS}, ${id}, ${KIND}, ${PICK}, CASE WHEN g % 10 < 8 THEN g % 5 + 1 END, 100, 195, now()
    FROM generate_series(1, ${count}) g`.execute(db);
  await sql`
    INSERT INTO rounds (provider, round_ref, account_id, game_code, started_at, stake, detail)
    SELECT 'lottery', ${GAME} || ':' || ${drawId} || ':' || account_id, account_id, ${GAME}, now(), sum(stake), jsonb_build_object('drawId', ${drawId}::text)
    FROM lottery_tickets WHERE draw = ${id} GROUP BY account_id`.execute(db);
  await sql`
    INSERT INTO lottery_entries (draw, account_id, round_id, tickets, staked)
    SELECT ${id}, t.account_id, r.id, count(*), sum(t.stake) FROM lottery_tickets t
    JOIN rounds r ON r.provider = 'lottery' AND r.round_ref = ${GAME} || ':' || ${drawId} || ':' || t.account_id
    WHERE t.draw = ${id} GROUP BY t.account_id, r.id`.execute(db);
  await sql`ANALYZE`.execute(db);
  return id;
}

async function main(): Promise<void> {
  const database = await openStorage({ dataDir: '', inMemory: !process.env['DATABASE_URL'], databaseUrl: process.env['DATABASE_URL'] });
  const { db } = database;
  try {
    const ledger = new SqlLedger(db);
    for (let shard = 0; shard < HOUSE_SHARDS; shard++)
      await ledger.openAccount({ code: LEDGER_CODES.houseShard(shard), kind: 'house', ownerId: null, currency: 'PKR', allowNegative: true });
    const settings = new SqlSettings(db, loadDefaults(), () => Date.now());
    const guard = new ProtectionGuard({ protection: new SqlProtection(db), settings, clock: systemClock });
    const deps = lotteryDeps({ db, ledger, settings, guard, random: cryptoRandom, clock: systemClock, kick: () => undefined });
    const game = (await deps.games.find(GAME))!;
    process.stdout.write(
      `seeding ${MEMBERS.toLocaleString('en')} members, a draw of ${TICKETS.toLocaleString('en')} tickets and a sample draw of ${SAMPLE.toLocaleString('en')}… `,
    );
    const seeding = performance.now();
    await seedMembers(db);
    await seedDraw(db, '20000101-0001', SAMPLE);
    await seedDraw(db, '20000101-0002', TICKETS);
    console.log(`${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const settle = async (drawId: string, batch?: number) => {
      const draw = (await deps.draws.find(GAME, drawId))!;
      const started = performance.now();
      const totals = await settleLotteryDraw(deps, game, draw, batch);
      return { seconds: (performance.now() - started) / 1000, totals: totals! };
    };
    const baseline = await settle('20000101-0001', 1);
    const bulk = await settle('20000101-0002');
    const rate = (tickets: number, seconds: number) => tickets / seconds;
    const baseRate = rate(baseline.totals.tickets, baseline.seconds);
    const bulkRate = rate(bulk.totals.tickets, bulk.seconds);
    console.log(
      `baseline, one ticket per transaction: ${baseline.totals.tickets.toLocaleString('en')} tickets in ${baseline.seconds.toFixed(2)} s = ${Math.round(baseRate).toLocaleString('en')} tickets/s`,
    );
    console.log(
      `batches of the server's size:          ${bulk.totals.tickets.toLocaleString('en')} tickets (${bulk.totals.winners.toLocaleString('en')} winners, ${bulk.totals.paid} paid) in ${bulk.seconds.toFixed(2)} s = ${Math.round(bulkRate).toLocaleString('en')} tickets/s`,
    );
    console.log(`ratio: ${(bulkRate / baseRate).toFixed(1)}× the baseline; target 50,000 tickets/s ${bulkRate >= 50_000 ? 'met' : 'not met'}`);
    const audit = await ledger.audit();
    console.log(`ledger audit: ${audit.ok ? 'balanced' : 'NOT balanced'} over ${audit.transfers.toLocaleString('en')} transfers`);
  } finally {
    await database.close();
  }
}

await main();
