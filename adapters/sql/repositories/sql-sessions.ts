import { sql, type Kysely, type Selectable } from 'kysely';
import type { Session, SessionEnd, SessionOrigin, SessionRepository, SessionScope } from '../../../core/platform/access/ports';
import { acting } from '../acting';
import type { Schema, SessionsTable } from '../schema';

/** A session's end is written to the outbox (migration 0040) for its member's live channel; `kick` publishes it at once. */
export class SqlSessions implements SessionRepository {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly kick: () => void = () => undefined,
  ) {}

  async create(accountId: number, tokenHash: string, now: Date, expiresAt: Date, origin: SessionOrigin, scope: SessionScope = 'full'): Promise<Session> {
    const row = await this.db
      .insertInto('sessions')
      .values({
        account_id: accountId,
        token_hash: tokenHash,
        ip: origin.ip,
        user_agent: origin.userAgent,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
        scope,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSession(row);
  }

  async findActive(tokenHash: string): Promise<Session | null> {
    const row = await this.db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).executeTakeFirst();
    return row ? toSession(row) : null;
  }

  async listActive(accountId: number, now: Date): Promise<Session[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toSession);
  }

  async touch(id: number, at: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
  }

  async revoke(id: number, at: Date, end: SessionEnd): Promise<void> {
    await this.ending(end, (db) =>
      db.updateTable('sessions').set({ revoked_at: at, end_reason: end.reason }).where('id', '=', id).where('revoked_at', 'is', null).execute(),
    );
  }

  async revokeOf(accountId: number, id: number, at: Date, end: SessionEnd): Promise<boolean> {
    const result = await this.ending(end, (db) =>
      db
        .updateTable('sessions')
        .set({ revoked_at: at, end_reason: end.reason })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst(),
    );
    return result.numUpdatedRows > 0n;
  }

  async revokeOthers(accountId: number, keepId: number, at: Date, end: SessionEnd): Promise<number> {
    const result = await this.ending(end, (db) =>
      db
        .updateTable('sessions')
        .set({ revoked_at: at, end_reason: end.reason })
        .where('account_id', '=', accountId)
        .where('id', '!=', keepId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows);
  }

  async revokeAllFor(accountId: number, at: Date, end: SessionEnd): Promise<void> {
    await this.ending(end, (db) =>
      db.updateTable('sessions').set({ revoked_at: at, end_reason: end.reason }).where('account_id', '=', accountId).where('revoked_at', 'is', null).execute(),
    );
  }

  /** Support's ends name the staff in the audit entries the revocation writes (migration 0033). */
  private async ending<T>(end: SessionEnd, work: (db: Kysely<Schema>) => Promise<T>): Promise<T> {
    const done = await (end.reason === 'support' ? acting(this.db, { accountId: end.by }, work) : work(this.db));
    this.kick();
    return done;
  }

  async shortenTo(accountId: number, lifetimeMs: number): Promise<void> {
    await sql`UPDATE sessions SET expires_at = LEAST(expires_at, created_at + ${lifetimeMs} * interval '1 millisecond')
      WHERE account_id = ${accountId} AND revoked_at IS NULL`.execute(this.db);
  }
}

function toSession(row: Selectable<SessionsTable>): Session {
  return {
    id: row.id,
    accountId: row.account_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    ip: row.ip,
    userAgent: row.user_agent,
    scope: row.scope,
  };
}
