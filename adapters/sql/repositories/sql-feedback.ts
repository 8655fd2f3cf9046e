import { sql, type Kysely } from 'kysely';
import type { FeedbackType } from '../../../core/domain/engagement/feedback';
import type { Feedback, FeedbackRepository } from '../../../core/platform/engagement/ports';
import type { Schema } from '../schema';

interface Row {
  id: number;
  account_id: number;
  username: string;
  type: string;
  content: string;
  images: number[];
  reply: string | null;
  created_at: Date;
  replied_at: Date | null;
}

const toFeedback = (r: Row): Feedback => ({
  id: r.id,
  accountId: r.account_id,
  username: r.username,
  type: r.type as FeedbackType,
  content: r.content,
  images: r.images,
  reply: r.reply,
  createdAt: new Date(r.created_at),
  repliedAt: r.replied_at ? new Date(r.replied_at) : null,
});

const SELECT = sql`SELECT f.id, f.account_id, a.username, f.type, f.content, f.images, f.reply, f.created_at, f.replied_at FROM feedback f JOIN accounts a ON a.id = f.account_id`;

export class SqlFeedback implements FeedbackRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async add(f: Pick<Feedback, 'accountId' | 'type' | 'content' | 'images'>): Promise<Feedback> {
    const row = await this.db
      .insertInto('feedback')
      .values({ account_id: f.accountId, type: f.type, content: f.content, images: [...f.images] })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await this.find(row.id))!;
  }

  async find(id: number): Promise<Feedback | null> {
    const rows = await sql<Row>`${SELECT} WHERE f.id = ${id}`.execute(this.db);
    return rows.rows[0] ? toFeedback(rows.rows[0]) : null;
  }

  async list(limit: number): Promise<Feedback[]> {
    const rows = await sql<Row>`${SELECT} ORDER BY (f.reply IS NULL) DESC, CASE WHEN f.reply IS NULL THEN f.id END ASC, f.id DESC LIMIT ${limit}`.execute(
      this.db,
    );
    return rows.rows.map(toFeedback);
  }

  async mine(accountId: number, limit: number): Promise<Feedback[]> {
    const rows = await sql<Row>`${SELECT} WHERE f.account_id = ${accountId} ORDER BY f.id DESC LIMIT ${limit}`.execute(this.db);
    return rows.rows.map(toFeedback);
  }

  async answer(id: number, reply: string, by: number, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('feedback')
      .set({ reply, replied_by: by, replied_at: at })
      .where('id', '=', id)
      .where('reply', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
