import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** Operator banners by group, with what a click opens and when they show. */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE banners (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      group_name text NOT NULL,
      title text NOT NULL,
      url text NOT NULL,
      linkage_type text NOT NULL,
      target text NOT NULL,
      sort integer NOT NULL,
      starts_at timestamptz,
      ends_at timestamptz,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    `,
  );
}
