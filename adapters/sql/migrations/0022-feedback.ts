import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** Feedback forms from members, with the pictures they attached and support's answer. */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE feedback (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      type text NOT NULL,
      content text NOT NULL,
      images integer[] NOT NULL,
      reply text,
      replied_by integer REFERENCES accounts(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      replied_at timestamptz
    );
    CREATE INDEX feedback_account ON feedback (account_id, id DESC);
    CREATE INDEX feedback_open ON feedback (id) WHERE reply IS NULL;
    `,
  );
}
