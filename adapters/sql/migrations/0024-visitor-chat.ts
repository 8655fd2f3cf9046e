import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** Visitors who are not logged in chat too: their thread is keyed by the random key their browser keeps. */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE chat_threads ALTER COLUMN account_id DROP NOT NULL;
    ALTER TABLE chat_threads ADD COLUMN visitor_key text UNIQUE;
    ALTER TABLE chat_threads ADD CONSTRAINT chat_threads_owner CHECK ((account_id IS NULL) <> (visitor_key IS NULL));
    `,
  );
}
