/**
 * `npm run bench:wallet`: transfers per second through the ledger, beside a baseline measured in
 * the same run on the same database — a plain three-statement transaction per transfer (insert
 * plus two balance updates), one at a time. PGlite in memory by default; DATABASE_URL selects a
 * PostgreSQL server (the benchmark writes its own accounts there). Every configuration runs
 * BENCH_ROUNDS times, interleaved with the baseline, so a machine shared with other work shows up
 * as a range rather than as one lucky or unlucky figure; each ratio is against the baseline of its
 * own round. On PGlite the database runs inside this process, so the ratio of CPU time spent per
 * transfer is printed too: it does not move with other work competing for the cores.
 */
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { LEDGER_CODES, HOUSE_SHARDS } from '../../core/platform/wallet/ledger';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import type { Schema } from '../../adapters/sql/schema';
import { openStorage } from '../../composition/server/storage';

const TRANSFERS = Number(process.env['BENCH_TRANSFERS'] ?? 3000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
/** Concurrent clients: a moderate and a busy lobby. Group commit gains with concurrency. */
const CLIENT_COUNTS = (process.env['BENCH_CLIENTS'] ?? '64,256').split(',').map(Number);
/** Several server processes on one PostgreSQL database, each with its own group commit. */
const WRITERS = 4;
const MEMBERS = 64;
const run = Date.now().toString(36);

interface Config {
  readonly label: string;
  /** Runs the configuration once; answers how many transfers it made. */
  measure(round: number): Promise<number>;
}

/** Transfers per second of wall time, and per second of this process's CPU time. */
async function timed(measure: () => Promise<number>): Promise<{ wall: number; cpu: number; transfers: number }> {
  const before = process.cpuUsage();
  const started = performance.now();
  const transfers = await measure();
  const cpu = process.cpuUsage(before);
  return { transfers, wall: (performance.now() - started) / 1000, cpu: (cpu.user + cpu.system) / 1e6 };
}

async function seedMembers(db: Kysely<Schema>, ledger: SqlLedger): Promise<number[]> {
  const ids: number[] = [];
  await ledger.openAccount({ code: LEDGER_CODES.genesis, kind: 'system', ownerId: null, currency: 'PKR', allowNegative: true });
  for (let shard = 0; shard < HOUSE_SHARDS; shard++)
    await ledger.openAccount({ code: LEDGER_CODES.houseShard(shard), kind: 'house', ownerId: null, currency: 'PKR', allowNegative: true });
  for (let i = 0; i < MEMBERS; i++) {
    const row = await db
      .insertInto('accounts')
      .values({ username: `bench_${run}_${i}`, nickname: 'bench', type: 0, password_hash: 'x', register_ip: 'bench', profile: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ledger.openMainWallet(row.id, 'PKR');
    const funded = await ledger.transfer({
      key: `bench:${run}:fund:${i}`,
      debit: LEDGER_CODES.genesis,
      credit: LEDGER_CODES.memberMain(row.id),
      amount: 10n ** 12n,
      kind: 'deposit',
    });
    if (!funded.ok) throw new Error(funded.error.code);
    ids.push(row.id);
  }
  return ids;
}

async function baseline(db: Kysely<Schema>, n: number, label: string): Promise<number> {
  await baselineTables(db);
  for (let i = 0; i < n; i++) {
    const debit = (i % MEMBERS) + 1;
    const credit = ((i + 1) % MEMBERS) + 1;
    await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO bench_baseline_transfers (key, debit, credit, amount) VALUES (${`${run}:${label}:${i}`}, ${debit}, ${credit}, 100)`.execute(trx);
      await sql`UPDATE bench_baseline_accounts SET balance = balance - 100 WHERE id = ${debit}`.execute(trx);
      await sql`UPDATE bench_baseline_accounts SET balance = balance + 100 WHERE id = ${credit}`.execute(trx);
    });
  }
  return n;
}

async function baselineTables(db: Kysely<Schema>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS bench_baseline_accounts (id int PRIMARY KEY, balance bigint NOT NULL)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS bench_baseline_transfers (id bigserial PRIMARY KEY, key text UNIQUE NOT NULL, debit int NOT NULL, credit int NOT NULL, amount bigint NOT NULL)`.execute(
    db,
  );
  await sql`INSERT INTO bench_baseline_accounts SELECT g, 1000000000000 FROM generate_series(1, ${MEMBERS}) g ON CONFLICT DO NOTHING`.execute(db);
}

/** `clients` producers spread over the ledgers, each awaiting its own bets one by one, as concurrent requests would. */
async function ledgerRun(
  ledgers: readonly SqlLedger[],
  members: number[],
  n: number,
  clients: number,
  label: string,
  credit: (i: number) => string,
): Promise<number> {
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const ledger = ledgers[client % ledgers.length]!;
      for (let i = next++; i < n; i = next++) {
        const member = members[i % members.length]!;
        const result = await ledger.transfer({
          key: `bench:${run}:${label}:${i}`,
          debit: LEDGER_CODES.memberMain(member),
          credit: credit(i),
          amount: 100n,
          kind: 'bet',
        });
        if (!result.ok) throw new Error(result.error.code);
      }
    }),
  );
  return n;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const spread = (values: readonly number[], digits: number) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

async function main(): Promise<void> {
  const database = await openStorage({ dataDir: '', inMemory: true, databaseUrl: process.env['DATABASE_URL'] });
  const ledger = new SqlLedger(database.db);
  const members = await seedMembers(database.db, ledger);
  const house = (i: number) => LEDGER_CODES.houseShard(i % HOUSE_SHARDS);
  const oneHouse = () => LEDGER_CODES.houseShard(0);
  const processes = Array.from({ length: WRITERS }, () => new SqlLedger(database.db));

  const configs: Config[] = [
    { label: 'baseline: 3-statement transaction per transfer, one at a time', measure: (r) => baseline(database.db, TRANSFERS, `run${r}`) },
    { label: 'ledger, one client (no batching possible)', measure: (r) => ledgerRun([ledger], members, TRANSFERS, 1, `seq${r}`, house) },
  ];
  for (const clients of CLIENT_COUNTS) {
    configs.push({
      label: `ledger, ${clients} clients, ${HOUSE_SHARDS} house shards (group commit)`,
      measure: (r) => ledgerRun([ledger], members, TRANSFERS, clients, `group${clients}:${r}`, house),
    });
    configs.push({
      label: `ledger, ${clients} clients, one hot house account`,
      measure: (r) => ledgerRun([ledger], members, TRANSFERS, clients, `hot${clients}:${r}`, oneHouse),
    });
  }
  if (database.kind === 'postgres') {
    configs.push({
      label: `${WRITERS} server processes, 64 clients, ${HOUSE_SHARDS} house shards`,
      measure: (r) => ledgerRun(processes, members, TRANSFERS, 64, `procs:${r}`, house),
    });
    configs.push({
      label: `${WRITERS} server processes, 64 clients, one hot house account`,
      measure: (r) => ledgerRun(processes, members, TRANSFERS, 64, `procshot:${r}`, oneHouse),
    });
  }

  await baseline(database.db, 200, 'warm');
  await ledgerRun([ledger], members, 200, 64, 'warm', house);
  const figures = configs.map(() => ({ tps: [] as number[], ratio: [] as number[], cpuRatio: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    const runs = [];
    for (const config of configs) runs.push(await timed(() => config.measure(round)));
    const [base] = runs;
    runs.forEach((r, i) => {
      figures[i]!.tps.push(r.transfers / r.wall);
      figures[i]!.ratio.push(r.transfers / r.wall / (base!.transfers / base!.wall));
      figures[i]!.cpuRatio.push(r.transfers / r.cpu / (base!.transfers / base!.cpu));
    });
  }
  const audit = await ledger.audit();

  console.log(`wallet benchmark on ${database.describe}: ${TRANSFERS} transfers per measurement, ${ROUNDS} rounds (median, range)`);
  configs.forEach((config, i) => {
    const { tps, ratio, cpuRatio } = figures[i]!;
    const cpu = database.kind === 'pglite' ? `   by CPU time ${median(cpuRatio).toFixed(2).padStart(5)}× (${spread(cpuRatio, 2)})` : '';
    console.log(
      `  ${config.label.padEnd(66)} ${median(tps).toFixed(0).padStart(7)}/s (${spread(tps, 0).padStart(11)})  ${median(ratio).toFixed(2).padStart(6)}× baseline (${spread(ratio, 2)})${cpu}`,
    );
  });
  console.log(`  ledger audit after the runs: ${audit.ok ? 'clean' : 'FAILED'} (${audit.transfers} transfers, sum of balances ${audit.sumOfBalances})`);
  await database.close();
  if (!audit.ok) process.exitCode = 1;
}

await main();
