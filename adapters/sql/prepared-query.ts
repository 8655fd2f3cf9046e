import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * Runs a built query as the prepared statement `name` on PGlite, parsed and planned once for each
 * SQL text it compiles to (see pglite-prepared.ts); PostgreSQL runs it as any other query.
 */
export async function runPrepared<O>(db: Kysely<any>, name: string, query: Compilable<O>): Promise<O[]> {
  const { sql, parameters } = query.compile();
  return (await db.executeQuery<O>(CompiledQuery.raw(`/* prepared ${name} */ ${sql}`, [...parameters]))).rows;
}
