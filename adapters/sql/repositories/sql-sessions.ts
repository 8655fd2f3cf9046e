import type { Kysely, Selectable } from 'kysely';
import type { Session, SessionOrigin, SessionRepository } from '../../../core/platform/access/ports';
import type { Schema, SessionsTable } from '../schema';

export class SqlSessions implements SessionRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(accountId: number, tokenHash: string, now: Date, expiresAt: Date, origin: SessionOrigin): Promise<Session> {
    const row = await this.db
      .insertInto('sessions')
      .values({ account_id: accountId, token_hash: tokenHash, ip: origin.ip, user_agent: origin.userAgent, created_at: now, last_seen_at: now, expires_at: expiresAt })
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

  async revoke(id: number, at: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }

  async revokeOf(accountId: number, id: number, at: Date): Promise<boolean> {
    const result = await this.db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', id).where('account_id', '=', accountId).where('revoked_at', 'is', null).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async revokeOthers(accountId: number, keepId: number, at: Date): Promise<number> {
    const result = await this.db.updateTable('sessions').set({ revoked_at: at }).where('account_id', '=', accountId).where('id', '!=', keepId).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async revokeAllFor(accountId: number, at: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: at }).where('account_id', '=', accountId).where('revoked_at', 'is', null).execute();
  }
}

function toSession(row: Selectable<SessionsTable>): Session {
  return { id: row.id, accountId: row.account_id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at, ip: row.ip, userAgent: row.user_agent };
}
