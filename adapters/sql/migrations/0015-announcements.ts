import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** Operator announcements: player notices, popups and promotion notices, by audience and time. */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE announcements (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL,
      execution text NOT NULL,
      title text NOT NULL,
      content text NOT NULL,
      sort integer NOT NULL,
      starts_at timestamptz,
      ends_at timestamptz,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    `,
  );
}
