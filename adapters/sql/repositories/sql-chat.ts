import { sql, type Kysely } from 'kysely';
import type { ChatSender } from '../../../core/domain/engagement/chat';
import type { ChatMessage, ChatOwner, ChatRepository, ChatThread } from '../../../core/platform/engagement/ports';
import type { Schema } from '../schema';

interface ThreadRow {
  id: number;
  account_id: number | null;
  visitor_key: string | null;
  live_host_id: number | null;
  username: string;
  last_message_at: Date | null;
  player_unread: number;
  staff_unread: number;
  player_typing_at: Date | null;
  staff_typing_at: Date | null;
  preview: string | null;
}

const toThread = (r: ThreadRow): ChatThread => ({
  id: r.id,
  owner:
    r.account_id === null
      ? { visitorKey: r.visitor_key! }
      : r.live_host_id === null
        ? { accountId: r.account_id }
        : { accountId: r.account_id, hostId: r.live_host_id },
  username: r.username,
  lastMessageAt: r.last_message_at ? new Date(r.last_message_at) : null,
  playerUnread: r.player_unread,
  staffUnread: r.staff_unread,
  playerTypingAt: r.player_typing_at ? new Date(r.player_typing_at) : null,
  staffTypingAt: r.staff_typing_at ? new Date(r.staff_typing_at) : null,
  preview: r.preview ?? '',
});

const THREADS = sql`
  SELECT t.id, t.account_id, t.visitor_key, t.live_host_id, coalesce(a.username || coalesce(' @ ' || h.name, ''), 'visitor-' || left(t.visitor_key, 6)) AS username, t.last_message_at, t.player_unread, t.staff_unread, t.player_typing_at, t.staff_typing_at,
         (SELECT left(m.body, 80) FROM chat_messages m WHERE m.thread_id = t.id ORDER BY m.id DESC LIMIT 1) AS preview
  FROM chat_threads t LEFT JOIN accounts a ON a.id = t.account_id LEFT JOIN live_hosts h ON h.id = t.live_host_id`;

/** The live event for the other side goes into the outbox in the same statement as the change (visitors, with no socket, poll). */
const channelFor = (owner: ChatOwner, to: ChatSender) =>
  to === 'staff' ? 'staff:chat' : 'accountId' in owner ? `member:${owner.accountId}` : `visitor:${owner.visitorKey}`;
const hostOf = (owner: ChatOwner) => ('accountId' in owner ? (owner.hostId ?? null) : null);
const ownerIs = (owner: ChatOwner) =>
  'accountId' in owner
    ? sql`t.account_id = ${owner.accountId} AND coalesce(t.live_host_id, 0) = ${hostOf(owner) ?? 0}`
    : sql`t.visitor_key = ${owner.visitorKey}`;

export class SqlChat implements ChatRepository {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly afterCommit: () => void = () => undefined,
  ) {}

  private async one(where: ReturnType<typeof sql>): Promise<ChatThread | null> {
    const rows = await sql<ThreadRow>`${THREADS} WHERE ${where}`.execute(this.db);
    return rows.rows[0] ? toThread(rows.rows[0]) : null;
  }

  threadOf(owner: ChatOwner): Promise<ChatThread | null> {
    return this.one(ownerIs(owner));
  }

  find(threadId: number): Promise<ChatThread | null> {
    return this.one(sql`t.id = ${threadId}`);
  }

  async list(limit: number): Promise<ChatThread[]> {
    const rows = await sql<ThreadRow>`${THREADS} WHERE t.last_message_at IS NOT NULL ORDER BY t.last_message_at DESC LIMIT ${limit}`.execute(this.db);
    return rows.rows.map(toThread);
  }

  async messages(threadId: number, afterId: number, limit: number): Promise<ChatMessage[]> {
    const rows = await sql<{ id: number; sender: ChatSender; body: string; created_at: Date }>`
      SELECT * FROM (SELECT id, sender, body, created_at FROM chat_messages WHERE thread_id = ${threadId} AND id > ${afterId} ORDER BY id DESC LIMIT ${limit}) m ORDER BY id`.execute(
      this.db,
    );
    return rows.rows.map((r) => ({ id: r.id, sender: r.sender, body: r.body, createdAt: new Date(r.created_at) }));
  }

  async post(owner: ChatOwner, sender: ChatSender, body: string, at: Date): Promise<{ threadId: number; message: ChatMessage }> {
    const to: ChatSender = sender === 'player' ? 'staff' : 'player';
    const unread =
      sender === 'player'
        ? sql`staff_unread = chat_threads.staff_unread + 1, player_typing_at = NULL`
        : sql`player_unread = chat_threads.player_unread + 1, staff_typing_at = NULL`;
    const rows = await sql<{ thread_id: number; id: number }>`
      WITH thread AS (
        INSERT INTO chat_threads (account_id, visitor_key, live_host_id, last_message_at, staff_unread, player_unread)
        VALUES (${'accountId' in owner ? owner.accountId : null}, ${'visitorKey' in owner ? owner.visitorKey : null}, ${hostOf(owner)}, ${at}, ${sender === 'player' ? 1 : 0}, ${sender === 'staff' ? 1 : 0})
        ON CONFLICT ${'accountId' in owner ? sql`(account_id, (coalesce(live_host_id, 0)))` : sql`(visitor_key)`} DO UPDATE SET last_message_at = ${at}, ${unread}
        RETURNING id
      ), added AS (
        INSERT INTO chat_messages (thread_id, sender, body, created_at) SELECT id, ${sender}, ${body}, ${at} FROM thread RETURNING id, thread_id
      ), told AS (
        INSERT INTO outbox (channel, event, payload) SELECT ${channelFor(owner, to)}, 'chat', jsonb_build_object('thread', thread_id, 'id', id) FROM added RETURNING 1
      )
      SELECT thread_id, id FROM added`.execute(this.db);
    const row = rows.rows[0]!;
    this.afterCommit();
    return { threadId: row.thread_id, message: { id: row.id, sender, body, createdAt: at } };
  }

  async markRead(threadId: number, reader: ChatSender): Promise<void> {
    const column = reader === 'player' ? sql`player_unread` : sql`staff_unread`;
    await sql`UPDATE chat_threads SET ${column} = 0 WHERE id = ${threadId}`.execute(this.db);
  }

  async typing(threadId: number, who: ChatSender, at: Date): Promise<void> {
    const column = who === 'player' ? sql`player_typing_at` : sql`staff_typing_at`;
    const channel = who === 'player' ? sql`'staff:chat'` : sql`coalesce('member:' || account_id, 'visitor:' || visitor_key)`;
    await sql`
      WITH marked AS (UPDATE chat_threads SET ${column} = ${at} WHERE id = ${threadId} RETURNING account_id, visitor_key, id)
      INSERT INTO outbox (channel, event, payload) SELECT ${channel}, 'chat_typing', jsonb_build_object('thread', id) FROM marked`.execute(this.db);
    this.afterCommit();
  }
}
