import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import { actAs } from '../audit-actor';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { PlayBreak } from '../../../core/domain/protection/breaks';
import type { LimitState } from '../../../core/domain/protection/cooling-off';
import type { UsageWindow } from '../../../core/domain/protection/limits';
import { firstBreach, type CappedWindow, type LimitBreach, type Protection } from '../../../core/domain/protection/protection';
import type { ProtectionRepository, SeedWindow, StoredProtection } from '../../../core/platform/protection/ports';
import { LEDGER_CODES } from '../../../core/platform/wallet/ledger';
import type { ProtectionAccountsTable, Schema } from '../schema';
import { inTransaction, Rejection } from '../transactions';

type StoredLimit = { member: string | null; pending: { value: string | null; at: string } | null; operator: string | null };

const big = (text: string | null): bigint | null => (text === null ? null : BigInt(text));
const text = (value: bigint | null): string | null => (value === null ? null : value.toString());

function limitsToJson(limits: Protection['limits']): string {
  const out: Record<string, StoredLimit> = {};
  for (const [key, s] of Object.entries(limits) as [string, LimitState][]) {
    out[key] = {
      member: text(s.member),
      pending: s.pending ? { value: text(s.pending.value), at: s.pending.at.toISOString() } : null,
      operator: text(s.operator),
    };
  }
  return JSON.stringify(out);
}

function limitsFromJson(json: unknown): Protection['limits'] {
  const out: Record<string, LimitState> = {};
  for (const [key, s] of Object.entries(json as Record<string, StoredLimit>)) {
    out[key] = { member: big(s.member), pending: s.pending ? { value: big(s.pending.value), at: new Date(s.pending.at) } : null, operator: big(s.operator) };
  }
  return out;
}

export function protectionOf(row: Selectable<ProtectionAccountsTable>): StoredProtection {
  const pause: PlayBreak | null = row.break_kind
    ? { kind: row.break_kind as PlayBreak['kind'], startedAt: row.break_started_at!, endsAt: row.break_ends_at }
    : null;
  return { limits: limitsFromJson(row.limits), pause, version: row.version };
}

/** protectionOf for a row read as JSON (times as text). */
export function protectionOfJson(json: Record<string, unknown>): StoredProtection {
  const time = (value: unknown) => (value ? new Date(value as string) : null);
  return protectionOf({
    ...(json as unknown as Selectable<ProtectionAccountsTable>),
    break_started_at: time(json['break_started_at']),
    break_ends_at: time(json['break_ends_at']),
  });
}

/** Sums the deposits not turned down, the stakes and the money back of one account since `since`. */
async function history(trx: Transaction<Schema>, accountId: number, since: Date) {
  const main = LEDGER_CODES.memberMain(accountId);
  const moves = await sql<{ at: Date; staked: bigint; returned: bigint }>`
    SELECT t.created_at AS at,
      CASE WHEN d.code = ${main} AND (t.kind = 'bet' OR (t.kind = 'transfer' AND c.kind = 'member_vendor')) THEN t.amount ELSE 0 END::bigint AS staked,
      CASE WHEN c.code = ${main} AND (t.kind IN ('win', 'jackpot', 'rollback') OR (t.kind = 'transfer' AND d.kind = 'member_vendor')) THEN t.amount ELSE 0 END::bigint AS returned
    FROM ledger_transfers t
    JOIN ledger_accounts d ON d.id = t.debit_account_id
    JOIN ledger_accounts c ON c.id = t.credit_account_id
    WHERE (d.code = ${main} OR c.code = ${main}) AND t.flag = 'single' AND t.created_at >= ${since}`.execute(trx);
  const deposits = await trx
    .selectFrom('deposits')
    .select(['created_at as at', 'amount'])
    .where('account_id', '=', accountId)
    .where('status', 'in', ['pending', 'approving', 'approved'])
    .where('created_at', '>=', since)
    .execute();
  return { moves: moves.rows, deposits };
}

/**
 * Protection on PostgreSQL. A reserve is one upsert over every window whose conflict update is
 * guarded by the window's cap; fewer rows than windows means one would pass its cap, and the
 * transaction rolls the others back. Rows are always taken in one order.
 */
export class SqlProtection implements ProtectionRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async find(accountId: number): Promise<StoredProtection | null> {
    const row = await this.db.selectFrom('protection_accounts').selectAll().where('account_id', '=', accountId).executeTakeFirst();
    return row ? protectionOf(row) : null;
  }

  async findMany(accountIds: readonly number[]): Promise<Map<number, StoredProtection>> {
    const rows = await this.db
      .selectFrom('protection_accounts')
      .selectAll()
      .where(sql<boolean>`account_id = ANY(${accountIds}::int[])`)
      .execute();
    return new Map(rows.map((r) => [r.account_id, protectionOf(r)]));
  }

  async save(accountId: number, record: Protection, version: number, seed: readonly SeedWindow[], by: AuditActor): Promise<boolean> {
    const values = {
      limits: limitsToJson(record.limits),
      break_kind: record.pause?.kind ?? null,
      break_started_at: record.pause?.startedAt ?? null,
      break_ends_at: record.pause?.endsAt ?? null,
      version: version + 1,
    };
    return inTransaction(this.db, async (trx) => {
      await actAs(trx, by);
      const written =
        version === 0
          ? await trx
              .insertInto('protection_accounts')
              .values({ account_id: accountId, ...values })
              .onConflict((oc) => oc.column('account_id').doNothing())
              .executeTakeFirst()
          : await trx.updateTable('protection_accounts').set(values).where('account_id', '=', accountId).where('version', '=', version).executeTakeFirst();
      const count = 'numInsertedOrUpdatedRows' in written ? written.numInsertedOrUpdatedRows : written.numUpdatedRows;
      if (count === 0n || count === undefined) return false;
      if (seed.length > 0) await this.seed(trx, accountId, seed);
      return true;
    });
  }

  async reserve(accountId: number, windows: readonly CappedWindow[], amount: bigint): Promise<LimitBreach | null> {
    const sorted = [...windows].sort(byKey);
    try {
      await inTransaction(this.db, async (trx) => {
        const rows = sorted.map((w) => sql`(${w.metric}::text, ${w.period}::text, ${w.key}::text, ${w.cap}::bigint)`);
        const moved = await sql`INSERT INTO protection_usage AS u (account_id, metric, period, window_key, amount, cap)
          SELECT ${accountId}::int, w.metric, w.period, w.window_key, ${amount}::bigint, w.cap FROM (VALUES ${sql.join(rows)}) AS w (metric, period, window_key, cap)
          WHERE w.cap IS NULL OR ${amount}::bigint <= w.cap
          ON CONFLICT (account_id, metric, period, window_key) DO UPDATE SET amount = u.amount + EXCLUDED.amount, cap = EXCLUDED.cap
          WHERE EXCLUDED.cap IS NULL OR u.amount + EXCLUDED.amount <= EXCLUDED.cap`.execute(trx);
        if (Number(moved.numAffectedRows ?? 0n) < sorted.length) throw new Rejection({ code: 'protection.breach' });
      });
      return null;
    } catch (error) {
      if (!(error instanceof Rejection)) throw error;
      return firstBreach(sorted, await this.usage(accountId, sorted), amount);
    }
  }

  /** One upsert: atomic across the windows without a transaction of its own. */
  async add(accountId: number, windows: readonly UsageWindow[], amount: bigint): Promise<void> {
    if (windows.length === 0) return;
    const rows = [...windows].sort(byKey).map((w) => sql`(${accountId}::int, ${w.metric}::text, ${w.period}::text, ${w.key}::text, ${amount}::bigint)`);
    await sql`INSERT INTO protection_usage AS u (account_id, metric, period, window_key, amount) VALUES ${sql.join(rows)}
      ON CONFLICT (account_id, metric, period, window_key) DO UPDATE SET amount = u.amount + EXCLUDED.amount`.execute(this.db);
  }

  async usage(accountId: number, windows: readonly UsageWindow[]): Promise<bigint[]> {
    if (windows.length === 0) return [];
    const rows = await this.db
      .selectFrom('protection_usage')
      .select(['metric', 'period', 'window_key', 'amount'])
      .where('account_id', '=', accountId)
      .where(
        'window_key',
        'in',
        windows.map((w) => w.key),
      )
      .execute();
    return windows.map((w) => rows.find((r) => r.metric === w.metric && r.period === w.period && r.window_key === w.key)?.amount ?? 0n);
  }

  private async seed(trx: Transaction<Schema>, accountId: number, windows: readonly SeedWindow[]): Promise<void> {
    const since = new Date(Math.min(...windows.map((w) => w.from.getTime())));
    const { moves, deposits } = await history(trx, accountId, since);
    await trx.deleteFrom('protection_usage').where('account_id', '=', accountId).execute();
    for (const w of windows) {
      const inWindow = <T extends { at: Date }>(rows: readonly T[]) => rows.filter((r) => r.at >= w.from);
      const staked = inWindow(moves).reduce((sum, m) => sum + BigInt(m.staked), 0n);
      const returned = inWindow(moves).reduce((sum, m) => sum + BigInt(m.returned), 0n);
      const amount = w.metric === 'deposit' ? inWindow(deposits).reduce((sum, d) => sum + d.amount, 0n) : w.metric === 'wager' ? staked : staked - returned;
      await trx.insertInto('protection_usage').values({ account_id: accountId, metric: w.metric, period: w.period, window_key: w.key, amount }).execute();
    }
  }
}

/** Rows are always locked in one order, so two reserves never wait on each other in a cycle. */
const byKey = (a: UsageWindow, b: UsageWindow): number => `${a.metric}:${a.period}:${a.key}`.localeCompare(`${b.metric}:${b.period}:${b.key}`);
