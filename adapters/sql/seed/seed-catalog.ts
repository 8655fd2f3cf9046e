import type { Kysely } from 'kysely';
import { insertCatalog } from '../repositories/sql-catalog';
import type { Schema } from '../schema';
import { demoCatalog } from './demo-catalog';

/** Seeds the demo catalogue into one that holds only the lottery's games (migration 0032), in one transaction; returns the games added. */
export async function seedCatalog(db: Kysely<Schema>): Promise<number> {
  const any = await db.selectFrom('games').select('node_id').where('engine', '<>', 'lottery').limit(1).executeTakeFirst();
  if (any) return 0;
  const { vendors, games } = demoCatalog();
  return db.transaction().execute((trx) => insertCatalog(trx, vendors, games));
}
