import type { Kysely } from 'kysely';
import { insertCatalog } from '../repositories/sql-catalog';
import type { Schema } from '../schema';
import { demoCatalog, houseCatalog } from './demo-catalog';

/**
 * Adds the house's own games, or in a demo the whole demo catalogue (third-party vendor lines that
 * play the house slot), in one transaction, unless each of its vendors is there already; returns the games added.
 */
export async function seedCatalog(db: Kysely<Schema>, options: { demo: boolean }): Promise<number> {
  const { vendors, games } = options.demo ? demoCatalog() : houseCatalog();
  const present = await db
    .selectFrom('game_vendors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(
      'vassalage',
      'in',
      vendors.map((v) => v.vassalage),
    )
    .executeTakeFirstOrThrow();
  if (Number(present.n) === vendors.length) return 0;
  return db.transaction().execute((trx) => insertCatalog(trx, vendors, games));
}
