import { sql, type Kysely } from 'kysely';
import type { Inbox, InboxMessage, InboxPage, InboxQuery, MessageRepository, MessageType } from '../../../core/platform/messages/ports';
import type { Schema } from '../schema';

/** A message and its 'message' event on the member's live channel are written in one statement. */
export class SqlMessages implements MessageRepository, Inbox {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly afterCommit: () => void = () => undefined,
  ) {}

  async add(accountId: number, type: MessageType, params: Readonly<Record<string, string>>): Promise<void> {
    await sql`
      WITH added AS (INSERT INTO messages (account_id, type, params) VALUES (${accountId}, ${type}, ${JSON.stringify(params)}::jsonb) RETURNING id, account_id, type)
      INSERT INTO outbox (channel, event, payload) SELECT 'member:' || account_id, 'message', jsonb_build_object('id', id, 'type', type) FROM added`.execute(
      this.db,
    );
    this.afterCommit();
  }

  async sendToAll(
    type: MessageType,
    params: Readonly<Record<string, string>>,
    excludedTypes: readonly number[],
    only: readonly number[] | null,
  ): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      WITH added AS (
        INSERT INTO messages (account_id, type, params)
        SELECT id, ${type}, ${JSON.stringify(params)}::jsonb FROM accounts
        WHERE NOT (type = ANY(${excludedTypes.map(String)}::int[])) AND (${only === null} OR id = ANY(${(only ?? []).map(String)}::int[]))
          AND NOT EXISTS (SELECT 1 FROM protection_accounts p WHERE p.account_id = accounts.id AND p.break_kind IS NOT NULL AND (p.break_ends_at IS NULL OR p.break_ends_at > now()))
        RETURNING id, account_id, type
      ), announced AS (
        INSERT INTO outbox (channel, event, payload) SELECT 'member:' || account_id, 'message', jsonb_build_object('id', id, 'type', type) FROM added RETURNING 1
      )
      SELECT count(*)::int AS n FROM announced`.execute(this.db);
    this.afterCommit();
    return rows[0]?.n ?? 0;
  }

  async page(accountId: number, query: InboxQuery): Promise<InboxPage> {
    let rows = this.db.selectFrom('messages').where('account_id', '=', accountId);
    if (query.unreadOnly) rows = rows.where('read_at', 'is', null);
    const [items, counts] = await Promise.all([
      rows
        .selectAll()
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
      this.db
        .selectFrom('messages')
        .where('account_id', '=', accountId)
        .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) FILTER (WHERE read_at IS NULL))::int`.as('unread')])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      items: items.map((r): InboxMessage => ({ id: r.id, type: r.type as MessageType, params: r.params, createdAt: r.created_at, readAt: r.read_at })),
      total: query.unreadOnly ? counts.unread : counts.total,
      unread: counts.unread,
    };
  }

  async unreadCount(accountId: number): Promise<number> {
    const row = await this.db
      .selectFrom('messages')
      .where('account_id', '=', accountId)
      .where('read_at', 'is', null)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  async markRead(accountId: number, ids: readonly number[] | null, at: Date): Promise<number> {
    let update = this.db.updateTable('messages').set({ read_at: at }).where('account_id', '=', accountId).where('read_at', 'is', null);
    if (ids !== null) update = update.where('id', 'in', ids.length ? ids : [-1]);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async remove(accountId: number, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db.deleteFrom('messages').where('account_id', '=', accountId).where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
