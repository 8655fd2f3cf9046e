import { sql, type Kysely } from 'kysely';
import { GENESIS_HASH } from '../../../core/domain/audit/audit-chain';
import type { AuditEntry, AuditEvent, AuditHead, AuditLog, AuditQuery, AuditTrail, ListedAuditEntry } from '../../../core/platform/audit/ports';
import { actorText } from '../audit-actor';
import type { Schema } from '../schema';

interface EntryRow {
  id: bigint;
  at: Date;
  actor: AuditEntry['actor'];
  actor_id: number | null;
  actor_type: number | null;
  kind: string;
  subject: string;
  detail: string;
  prev_hash: Uint8Array;
  hash: Uint8Array;
}

const COLUMNS = sql`l.id, l.at, l.actor, l.actor_id, l.actor_type, l.kind, l.subject, l.detail::text AS detail, l.prev_hash, l.hash`;

const toEntry = (r: EntryRow): AuditEntry => ({
  id: Number(r.id),
  at: r.at,
  actor: r.actor,
  actorId: r.actor_id,
  actorType: r.actor_type,
  kind: r.kind,
  subject: r.subject,
  detail: r.detail,
  prevHash: new Uint8Array(r.prev_hash),
  hash: new Uint8Array(r.hash),
});

/** The audit log on PostgreSQL: entries are appended by audit_append (migration 0028), here or in the triggers. */
export class SqlAuditLog implements AuditTrail, AuditLog {
  constructor(private readonly db: Kysely<Schema>) {}

  async record(event: AuditEvent): Promise<void> {
    await sql`SELECT audit_append(${event.kind}, ${event.subject}, ${JSON.stringify(event.detail)}::jsonb, ${actorText(event.actor)})`.execute(this.db);
  }

  async list(query: AuditQuery): Promise<{ items: ListedAuditEntry[]; total: number }> {
    const actor =
      query.actor === undefined ? sql`` : typeof query.actor === 'string' ? sql`AND l.actor = ${query.actor}` : sql`AND l.actor_id = ${query.actor.accountId}`;
    const kind = query.kind === undefined ? sql`` : sql`AND (l.kind = ${query.kind} OR starts_with(l.kind, ${query.kind + '.'}))`;
    const from = query.from ? sql`AND l.at >= ${query.from}` : sql``;
    const to = query.to ? sql`AND l.at < ${query.to}` : sql``;
    const where = sql`WHERE true ${actor} ${kind} ${from} ${to}`;
    const rows = await sql<EntryRow & { username: string | null }>`
      SELECT ${COLUMNS}, a.username FROM audit_log l LEFT JOIN accounts a ON a.id = l.actor_id ${where}
      ORDER BY l.id DESC LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`.execute(this.db);
    const total = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log l ${where}`.execute(this.db);
    return { items: rows.rows.map((r) => ({ ...toEntry(r), account: r.username })), total: total.rows[0]?.n ?? 0 };
  }

  async head(): Promise<AuditHead> {
    const row = await sql<{ last_id: bigint | null; hash: Uint8Array | null; newest: bigint | null }>`
      SELECT h.last_id, h.hash, (SELECT max(id) FROM audit_log) AS newest FROM (SELECT 1) one LEFT JOIN audit_head h ON h.id = 1`.execute(this.db);
    const head = row.rows[0]!;
    return {
      lastId: head.last_id === null ? null : Number(head.last_id),
      hash: head.hash ? new Uint8Array(head.hash) : GENESIS_HASH,
      newestId: head.newest === null ? null : Number(head.newest),
    };
  }

  async range(after: number, until: number, limit: number): Promise<AuditEntry[]> {
    const rows = await sql<EntryRow>`SELECT ${COLUMNS} FROM audit_log l WHERE l.id > ${after} AND l.id <= ${until} ORDER BY l.id LIMIT ${limit}`.execute(
      this.db,
    );
    return rows.rows.map(toEntry);
  }
}
