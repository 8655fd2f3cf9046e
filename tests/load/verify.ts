import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { FrontDoor } from './front-door';
import { AGENT, MEMBER_PASSWORD, PAY_PASSWORD, STAFF, type Acknowledged, type World } from './world';

/** Each line a problem: an acknowledged change missing from the database, or a dirty audit. */
export async function verify(front: FrontDoor, world: World, acks: Acknowledged, databaseUrl: string): Promise<string[]> {
  const problems: string[] = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const missing = async (label: string, query: string, ids: readonly (string | number)[]) => {
      const found = await db.query<{ n: number }>(query, [ids]);
      const n = found.rows[0]!.n;
      if (n !== new Set(ids).size) problems.push(`${label}: ${ids.length} acknowledged, ${n} in the database`);
    };
    await missing(
      'seamless bets and wins',
      `SELECT count(*)::int AS n FROM provider_transactions WHERE provider = '${world.provider.code}' AND tx_id = ANY($1) AND response IS NOT NULL`,
      acks.providerTx,
    );
    await missing('deposit requests', 'SELECT count(*)::int AS n FROM deposits WHERE id = ANY($1)', acks.deposits);
    await missing('approved deposits', "SELECT count(*)::int AS n FROM deposits WHERE id = ANY($1) AND status = 'approved'", acks.approvedDeposits);
    await missing('withdrawals', 'SELECT count(*)::int AS n FROM withdrawals WHERE id = ANY($1)', acks.withdrawals);
    for (const [id, n] of acks.logins) {
      const logged = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE kind = 'access.login' AND subject = $1", [`account:${id}`]);
      if (logged.rows[0]!.n < n) problems.push(`logins of account ${id}: ${n} acknowledged, ${logged.rows[0]!.n} in the audit log`);
    }
  } finally {
    await db.end();
  }
  const ledger = await front.send('GET', '/wps/admin/ledger/audit', { token: world.staff, console: true });
  if (ledger.body?.value?.ok !== true) problems.push(`ledger audit: ${JSON.stringify(ledger.body?.value ?? ledger.status)}`);
  const chain = await front.send('GET', '/wps/admin/audit/verify', { token: world.staff, console: true });
  if (chain.body?.value?.ok !== true) problems.push(`audit chain: ${JSON.stringify(chain.body?.value ?? chain.status)}`);
  return problems;
}

/** Secrets the run sent that must never reach a log line; answers those found. */
export function secretsInLog(logPath: string, world: World): string[] {
  const log = readFileSync(logPath, 'utf8');
  const secrets: [string, string][] = [
    ['member password', MEMBER_PASSWORD],
    ['payment password', PAY_PASSWORD],
    ['staff password', STAFF.password],
    ['agent password', AGENT.password],
    ['staff token', world.staff],
    ['agent token', world.agent],
    ['provider secret', world.provider.secret],
    ...world.members.flatMap((m): [string, string][] => [
      [`token of ${m.username}`, m.token],
      [`play token of ${m.username}`, m.play],
      [`bank account of ${m.username}`, m.accountNumber],
    ]),
  ];
  const found = secrets.filter(([, value]) => standingAlone(value).test(log)).map(([label]) => label);
  // A soak's logins hand out thousands of tokens: one pass over the log's words, not a search each.
  const words = new Set(log.split(/[^A-Za-z0-9_-]+/));
  const issued = world.issued.filter((token) => words.has(token)).length;
  return issued === 0 ? found : [...found, `${issued} of the ${world.issued.length} session and play tokens issued during the run`];
}

/** The value as a whole word: the 6-digit payment password also occurs inside longer numbers (a response time of 9.246813999 ms). */
const standingAlone = (value: string) => new RegExp(`(?<![0-9A-Za-z.])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);
