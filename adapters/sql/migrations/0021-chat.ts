import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** Live chat with support: one thread per member, its messages, unread counts and typing marks of each side. */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE chat_threads (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL UNIQUE REFERENCES accounts(id),
      last_message_at timestamptz,
      player_unread integer NOT NULL DEFAULT 0,
      staff_unread integer NOT NULL DEFAULT 0,
      player_typing_at timestamptz,
      staff_typing_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX chat_threads_recent ON chat_threads (last_message_at DESC NULLS LAST);
    CREATE TABLE chat_messages (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      thread_id integer NOT NULL REFERENCES chat_threads(id),
      sender text NOT NULL CHECK (sender IN ('player', 'staff')),
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX chat_messages_thread ON chat_messages (thread_id, id);
    `,
  );
}
