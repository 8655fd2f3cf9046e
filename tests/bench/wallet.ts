/**
 * `npm run bench:wallet`: transfers per second through the ledger, beside a baseline measured in
 * the same run on the same database — a plain three-statement transaction per transfer (insert
 * plus two balance updates), one at a time. PGlite in memory by default; DATABASE_URL selects a
 * PostgreSQL server (the benchmark writes its own accounts there).
 */
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { LEDGER_CODES, HOUSE_SHARDS } from '../../core/platform/wallet/ledger';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import type { Schema } from '../../adapters/sql/schema';
import { openStorage } from '../../cli/composition';

const TRANSFERS = Number(process.env['BENCH_TRANSFERS'] ?? 4000);
/** Concurrent clients: a moderate and a busy lobby. Group commit gains with concurrency. */
const CLIENT_COUNTS = (process.env['BENCH_CLIENTS'] ?? '64,256').split(',').map(Number);
const MEMBERS = 64;
const run = Date.now().toString(36);

async function seedMembers(db: Kysely<Schema>, ledger: SqlLedger): Promise<number[]> {
  const ids: number[] = [];
  await ledger.openAccount({ code: LEDGER_CODES.genesis, kind: 'system', ownerId: null, currency: 'PKR', allowNegative: true });
  for (let shard = 0; shard < HOUSE_SHARDS; shard++) await ledger.openAccount({ code: LEDGER_CODES.houseShard(shard), kind: 'house', ownerId: null, currency: 'PKR', allowNegative: true });
  for (let i = 0; i < MEMBERS; i++) {
    const row = await db.insertInto('accounts').values({ username: `bench_${run}_${i}`, nickname: 'bench', type: 0, password_hash: 'x', register_ip: 'bench', profile: '{}' }).returning('id').executeTakeFirstOrThrow();
    await ledger.openMainWallet(row.id, 'PKR');
    const funded = await ledger.transfer({ key: `bench:${run}:fund:${i}`, debit: LEDGER_CODES.genesis, credit: LEDGER_CODES.memberMain(row.id), amount: 10n ** 12n, kind: 'deposit' });
    if (!funded.ok) throw new Error(funded.error.code);
    ids.push(row.id);
  }
  return ids;
}

async function baseline(db: Kysely<Schema>, n: number, label: string): Promise<number> {
  await sql`CREATE TABLE IF NOT EXISTS bench_baseline_accounts (id int PRIMARY KEY, balance bigint NOT NULL)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS bench_baseline_transfers (id bigserial PRIMARY KEY, key text UNIQUE NOT NULL, debit int NOT NULL, credit int NOT NULL, amount bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO bench_baseline_accounts SELECT g, 1000000000000 FROM generate_series(1, ${MEMBERS}) g ON CONFLICT DO NOTHING`.execute(db);
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const debit = (i % MEMBERS) + 1;
    const credit = ((i + 1) % MEMBERS) + 1;
    await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO bench_baseline_transfers (key, debit, credit, amount) VALUES (${`${run}:${label}:${i}`}, ${debit}, ${credit}, 100)`.execute(trx);
      await sql`UPDATE bench_baseline_accounts SET balance = balance - 100 WHERE id = ${debit}`.execute(trx);
      await sql`UPDATE bench_baseline_accounts SET balance = balance + 100 WHERE id = ${credit}`.execute(trx);
    });
  }
  return n / ((performance.now() - started) / 1000);
}

/** `clients` producers, each awaiting its own transfers one by one, as concurrent requests would. */
async function ledgerRun(ledger: SqlLedger, members: number[], n: number, clients: number, label: string, credit: (i: number) => string): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < n; i = next++) {
        const member = members[i % members.length]!;
        const result = await ledger.transfer({ key: `bench:${run}:${label}:${i}`, debit: LEDGER_CODES.memberMain(member), credit: credit(i), amount: 100n, kind: 'bet' });
        if (!result.ok) throw new Error(result.error.code);
      }
    }),
  );
  return n / ((performance.now() - started) / 1000);
}

async function main(): Promise<void> {
  const database = await openStorage({ dataDir: '', inMemory: true, databaseUrl: process.env['DATABASE_URL'] });
  const ledger = new SqlLedger(database.db);
  const members = await seedMembers(database.db, ledger);
  const house = (i: number) => LEDGER_CODES.houseShard(i % HOUSE_SHARDS);
  const oneHouse = () => LEDGER_CODES.houseShard(0);

  await baseline(database.db, 200, 'warm');
  await ledgerRun(ledger, members, 200, 64, 'warm', house);
  const base = await baseline(database.db, TRANSFERS, 'run');
  const rows: [string, number][] = [
    ['baseline: 3-statement transaction per transfer, one at a time', base],
    ['ledger, one client (no batching possible)', await ledgerRun(ledger, members, TRANSFERS, 1, 'seq', house)],
  ];
  for (const clients of CLIENT_COUNTS) {
    rows.push([`ledger, ${clients} concurrent clients, ${HOUSE_SHARDS} house shards (group commit)`, await ledgerRun(ledger, members, TRANSFERS, clients, `group${clients}`, house)]);
    rows.push([`ledger, ${clients} concurrent clients, one hot house account`, await ledgerRun(ledger, members, TRANSFERS, clients, `hot${clients}`, oneHouse)]);
  }
  const audit = await ledger.audit();

  console.log(`wallet benchmark on ${database.describe}: ${TRANSFERS} transfers per run`);
  for (const [label, tps] of rows) console.log(`  ${label.padEnd(82)} ${tps.toFixed(0).padStart(8)} transfers/s   ${(tps / base).toFixed(2)}× baseline`);
  console.log(`  ledger audit after the runs: ${audit.ok ? 'clean' : 'FAILED'} (${audit.transfers} transfers, sum of balances ${audit.sumOfBalances})`);
  await database.close();
  if (!audit.ok) process.exitCode = 1;
}

await main();
