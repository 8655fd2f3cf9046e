import type { Kysely, Selectable } from 'kysely';
import type { Session, SessionRepository } from '../../../core/platform/access/ports';
import type { Schema, SessionsTable } from '../schema';

export class SqlSessions implements SessionRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(accountId: number, tokenHash: string, now: Date, expiresAt: Date, ip: string): Promise<Session> {
    const row = await this.db
      .insertInto('sessions')
      .values({ account_id: accountId, token_hash: tokenHash, ip, created_at: now, last_seen_at: now, expires_at: expiresAt })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSession(row);
  }

  async findActive(tokenHash: string): Promise<Session | null> {
    const row = await this.db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).executeTakeFirst();
    return row ? toSession(row) : null;
  }

  async touch(id: number, at: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
  }

  async revoke(id: number, at: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }

  async revokeAllFor(accountId: number, at: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: at }).where('account_id', '=', accountId).where('revoked_at', 'is', null).execute();
  }
}

function toSession(row: Selectable<SessionsTable>): Session {
  return { id: row.id, accountId: row.account_id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at };
}
