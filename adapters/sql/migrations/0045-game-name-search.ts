import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The lobby's search by name looks for a fragment anywhere in a game's names, in any letter case:
 * `name_search LIKE '%fragment%'`, where name_search is the names in lower case, kept by the
 * database (lowering each name at every search was most of a full scan's time). Its trigram index
 * finds the games of a fragment of three characters or more without reading the whole catalogue;
 * the LIKE still decides, so the answers are the same as without it. A shorter fragment has no
 * trigram and reads the column in full. New entries wait in the index's pending list, which every
 * search reads, until it passes the limit (256 kB, not 4 MB): PGlite has no autovacuum to empty it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    ALTER TABLE games ADD COLUMN name_search text GENERATED ALWAYS AS (lower(name_en || ' ' || name_ur)) STORED;
    CREATE INDEX games_name_search ON games USING gin (name_search gin_trgm_ops) WITH (gin_pending_list_limit = 256);
    `,
  );
}
