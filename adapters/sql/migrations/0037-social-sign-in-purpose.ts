import { sql, type Kysely } from 'kysely';

/** A social sign-in remembers what it is for: during a break only `withdrawal` opens a (withdrawal-only) session. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE social_sign_ins ADD COLUMN purpose text NOT NULL DEFAULT 'play' CHECK (purpose IN ('play', 'withdrawal'))`.execute(db);
}
