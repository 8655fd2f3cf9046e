/**
 * `npm run test:load`: three `portal serve` processes deployed as an operator does — HAProxy in
 * front, PgBouncer in transaction mode between them and a PostgreSQL server of the run's own (a
 * direct connection for LISTEN and migrations) — under closed-loop virtual users on loopback,
 * each playing a member's sessions (log in, lobby, deposit, a few hundred seamless rounds, now
 * and then a withdrawal, log out). HAProxy and PgBouncer are installed from Debian when missing,
 * their configuration written to a temporary folder. Phases: load (figures per route), faults
 * (kill -9 of one process and its restart, PostgreSQL stopped for 10 s, each 10 s apart, under the
 * same load), soak (half the measured rate, memory of each process sampled every minute). After
 * the faults and after the soak, every change that got a success answer must be in the database
 * and the ledger and audit chain must be clean; no secret may appear in the processes' logs. The
 * figures are appended to tests/load/results.md. Exits 1 on any broken promise, or on a failed
 * answer in the load or soak phases.
 *
 * LOAD_USERS (24), LOAD_SECONDS (60), SOAK_MINUTES (30); the fault phase lasts as long as its timeline.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../composition/project';
import { ensureDebianPrograms } from '../support/debian-packages';
import { freePort } from '../support/server-process';
import { LoadCluster } from './cluster';
import { FrontDoor } from './front-door';
import { haproxyVersion, startHaproxy } from './haproxy';
import { fmt, RouteFigures } from './latency';
import { pgbouncerVersion, POOL_SIZE, startPgbouncer } from './pgbouncer';
import { PrivatePostgres } from './private-postgres';
import { BET_ROUTE, playersOf, SUMMARY_ROUTES } from './sessions';
import type { SideProcess } from './side-process';
import { secretsInLog, verify } from './verify';
import { drive } from './workload';
import { acknowledged, buildWorld, STAFF, type World } from './world';

const USERS = Number(process.env['LOAD_USERS'] ?? 24);
const LOAD_SECONDS = Number(process.env['LOAD_SECONDS'] ?? 60);
const SOAK_MINUTES = Number(process.env['SOAK_MINUTES'] ?? 30);
const PROCESSES = 3;
const RESULTS = new URL('./results.md', import.meta.url);

const run = Date.now().toString(36).slice(-6);
const lines: string[] = [];
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};
const failures: string[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  if (
    !ensureDebianPrograms([
      { path: '/usr/sbin/haproxy', packages: ['haproxy'] },
      { path: '/usr/sbin/pgbouncer', packages: ['pgbouncer'] },
    ])
  )
    throw new Error('the load run needs HAProxy and PgBouncer');
  const runDir = mkdtempSync(join(tmpdir(), 'portal-load-'));
  const logPath = join(runDir, 'servers.log');
  const postgres = new PrivatePostgres(await freePort());
  await postgres.create();
  const sides: SideProcess[] = [];
  const poolerPort = await freePort();
  sides.push(await startPgbouncer(postgres.dir, poolerPort, postgres.port, postgres.user));
  const pooledUrl = `postgres://root@127.0.0.1:${poolerPort}/portal`;
  await portal(['db', 'staff', STAFF.username, '--password-stdin', '--database-url', pooledUrl, '--database-direct-url', postgres.url], STAFF.password);
  const cluster = new LoadCluster(pooledUrl, postgres.url, logPath);
  try {
    await cluster.start(PROCESSES);
    const frontPort = await freePort();
    sides.unshift(await startHaproxy(runDir, frontPort, cluster.ports));
    const front = new FrontDoor(`http://127.0.0.1:${frontPort}`);
    const world = await buildWorld(front, USERS, run);
    const players = playersOf(world);
    say(
      `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${cpus().length} cores (${cpus()[0]?.model.trim()}), HAProxy ${haproxyVersion()} → ${PROCESSES} processes → PgBouncer ${pgbouncerVersion()} (transaction mode, ${POOL_SIZE} server connections) → PostgreSQL ${postgres.version}, ${USERS} virtual users`,
    );
    say();
    await drive({ front, world, players, figures: new RouteFigures(), acks: acknowledged(), seconds: 5, run: `${run}w` });

    const acks = acknowledged();
    const load = new RouteFigures();
    const steps = await drive({ front, world, players, figures: load, acks, seconds: LOAD_SECONDS, run: `${run}l` });
    const rps = load.succeeded / LOAD_SECONDS;
    say(
      `**Load**, ${LOAD_SECONDS} s: ${load.succeeded} answers, ${rps.toFixed(0)} requests/s, ${(steps / LOAD_SECONDS).toFixed(0)} session steps/s, ${load.failed} failed${kinds(load)}.`,
    );
    say();
    say(sessionFigures(load, LOAD_SECONDS));
    say();
    for (const row of load.table(LOAD_SECONDS)) say(row);
    say();
    if (load.failed > 0) failures.push(`load phase: ${load.failed} failed answers${kinds(load)}`);

    const faults = new RouteFigures();
    const timeline: string[] = [];
    const started = Date.now();
    const at = (label: string) => timeline.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${label}`);
    const injected = (async () => {
      await sleep(10_000);
      await cluster.kill(1);
      at('kill -9 process 2');
      await sleep(5_000);
      await cluster.restart(1);
      at('process 2 restarted and listening');
      await sleep(10_000);
      await postgres.stop();
      at('PostgreSQL stopped');
      await sleep(10_000);
      await postgres.start();
      at('PostgreSQL started');
      await sleep(10_000);
    })();
    await drive({ front, world, players, figures: faults, acks, seconds: 600, until: injected, run: `${run}f` });
    const faultSeconds = (Date.now() - started) / 1000;
    await readyEverywhere([...cluster.urls, front.url]);
    say(
      `**Faults**, ${faultSeconds.toFixed(0)} s under the same load: ${timeline.join('; ')}. ${faults.succeeded} answered, ${faults.failed} failed${kinds(faults)}.`,
    );
    say();
    await check('after the faults', front, world, acks, postgres.url);

    const soak = new RouteFigures();
    const soakAcks = acknowledged();
    const samples: number[][] = [];
    const sampling = (async () => {
      for (let minute = 0; minute <= SOAK_MINUTES; minute++) {
        samples.push(cluster.urls.map((_, i) => residentMb(cluster.pid(i))));
        if (minute < SOAK_MINUTES) await sleep(60_000);
      }
    })();
    const soakRate = steps / LOAD_SECONDS / 2;
    await drive({ front, world, players, figures: soak, acks: soakAcks, seconds: SOAK_MINUTES * 60, stepsPerSecond: soakRate, run: `${run}s` });
    await sampling;
    const warm = samples[Math.min(2, samples.length - 1)]!;
    const last = samples[samples.length - 1]!;
    const growth = last.map((mb, i) => mb - warm[i]!);
    say(
      `**Soak**, ${SOAK_MINUTES} min at ${soakRate.toFixed(0)} session steps/s (half the load phase): ${soak.succeeded} answered (${(soak.succeeded / (SOAK_MINUTES * 60)).toFixed(0)}/s), ${soak.failed} failed${kinds(soak)}. ${sessionFigures(soak, SOAK_MINUTES * 60)} Resident memory per process, MB, each minute:`,
    );
    say();
    say(`| minute | ${cluster.urls.map((_, i) => `process ${i + 1}`).join(' | ')} |`);
    say(`|---:|${cluster.urls.map(() => '---:').join('|')}|`);
    samples.forEach((row, minute) => say(`| ${minute} | ${row.map((mb) => mb.toFixed(0)).join(' | ')} |`));
    say();
    say(`Growth from minute ${Math.min(2, samples.length - 1)} to the end: ${growth.map((mb) => `${mb >= 0 ? '+' : ''}${mb.toFixed(0)} MB`).join(', ')}.`);
    say();
    if (soak.failed > 0) failures.push(`soak phase: ${soak.failed} failed answers${kinds(soak)}`);
    await check('after the soak', front, world, soakAcks, postgres.url);

    await cluster.stop();
    const leaked = secretsInLog(logPath, world);
    const logLines = readFileSync(logPath, 'utf8').split('\n').length;
    say(`**Logs**: ${logLines} lines from the processes; secrets sent during the run found in them: ${leaked.length === 0 ? 'none' : leaked.join(', ')}.`);
    if (leaked.length > 0) failures.push(`secrets in the logs: ${leaked.join(', ')}`);
    say(`**Result**: ${failures.length === 0 ? 'every promise held' : failures.join('; ')}.`);
    say();
  } finally {
    await cluster.stop().catch(() => undefined);
    for (const side of sides) await side.stop();
    await postgres.destroy();
  }
}

/** Sustained seamless bets per second, and p50 / p99 of the routes a player's session is made of. */
function sessionFigures(figures: RouteFigures, seconds: number): string {
  const routes = SUMMARY_ROUTES.map(([label, names]) => {
    const { answered, p50, p99 } = figures.over(names);
    return `${label} ${fmt(p50)} / ${fmt(p99)} (${answered})`;
  });
  return `**Sessions**: ${(figures.over([BET_ROUTE]).answered / seconds).toFixed(1)} seamless bets/s sustained; p50 / p99 ms (answers): ${routes.join(', ')}.`;
}

async function check(when: string, front: FrontDoor, world: World, acks: ReturnType<typeof acknowledged>, databaseUrl: string): Promise<void> {
  const problems = await verify(front, world, acks, databaseUrl);
  const counts = `${acks.providerTx.length} seamless bets and wins, ${acks.deposits.length} deposits (${acks.approvedDeposits.length} approved), ${acks.withdrawals.length} withdrawals, ${[...acks.logins.values()].reduce((a, n) => a + n, 0)} logins`;
  say(`Checked ${when}: ${counts} acknowledged — ${problems.length === 0 ? 'all in the database; ledger audit and audit chain clean' : problems.join('; ')}.`);
  say();
  failures.push(...problems.map((p) => `${when}: ${p}`));
}

function kinds(figures: RouteFigures): string {
  const all = [...figures.failureKinds()].sort((a, b) => b[1] - a[1]);
  return all.length === 0 ? '' : ` (${all.map(([kind, n]) => `${kind} ×${n}`).join(', ')})`;
}

/** Each process, and the balancer (once its health checks have seen one back), answers ready. */
async function readyEverywhere(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    for (let i = 0; i < 100; i++) {
      const ready = await fetch(`${url}/wps/health/ready`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ready) break;
      await sleep(200);
    }
  }
}

/** The operator's own set-up of a production install: the database and its first staff account. */
function portal(args: string[], input: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'cli/bin/portal.mjs'), ...args], { stdio: ['pipe', 'ignore', 'inherit'] });
    child.stdin.end(`${input}\n`);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`portal ${args[0]} ${args[1]} exited with ${code}`))));
  });
}

const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

main()
  .then(() => {
    appendFileSync(RESULTS, `${lines.join('\n')}\n`);
    process.exit(failures.length === 0 ? 0 : 1);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
