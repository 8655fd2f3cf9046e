import { sql, type Kysely } from 'kysely';
import { idCode } from '../../../core/domain/kernel/id-code';
import { runStatements } from './run-statements';

/**
 * Referral link codes are stored, so new links get random ones instead of their id. Links made
 * before keep the code they were shared with: 'A' and the id in base 36.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE affiliate_links ADD COLUMN code text`.execute(db);
  const { rows } = await sql<{ id: number }>`SELECT id FROM affiliate_links`.execute(db);
  for (let start = 0; start < rows.length; start += 1000) {
    const codes = sql.join(rows.slice(start, start + 1000).map(({ id }) => sql`(${id}::integer, ${idCode('A', id)}::text)`));
    await sql`UPDATE affiliate_links AS l SET code = v.code FROM (VALUES ${codes}) AS v (id, code) WHERE l.id = v.id`.execute(db);
  }
  await runStatements(
    db,
    `
    ALTER TABLE affiliate_links ALTER COLUMN code SET NOT NULL;
    CREATE UNIQUE INDEX affiliate_links_code ON affiliate_links (code);
    `,
  );
}
