import { sql, type Kysely } from 'kysely';
import { RNG_CLASSIFIES } from '../../core/domain/catalog/games';
import { insertCatalog } from '../../adapters/sql/repositories/sql-catalog';
import type { Schema } from '../../adapters/sql/schema';
import { demoCatalog } from '../../adapters/sql/seed/demo-catalog';
import { ADJECTIVES, NOUNS, SLOT_PATTERNS } from '../../adapters/sql/seed/game-words';

/**
 * Fills the catalogue up to `size` games in one statement: RNG games of the demo's RNG vendors,
 * named like the demo's (adjective, noun, shape, in English and Urdu), every name different.
 * node ids start at a million, clear of the seeded games.
 */
export async function fillCatalogue(db: Kysely<Schema>, size: number): Promise<void> {
  const vendors = demoCatalog().vendors.filter((v) => v.gameType === 'RNG');
  await insertCatalog(db, vendors, []);
  const present = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const missing = size - Number(present.n);
  if (missing <= 0) return;
  const words = (list: readonly (readonly [string, string])[], language: 0 | 1) => list.map((w) => w[language]);
  const [a, n, p] = [ADJECTIVES.length, NOUNS.length, SLOT_PATTERNS.length];
  // Game i is adjective i mod a, noun (i / a) mod n, shape (i / a·n) mod p, and a number once those run out.
  const name = (language: 0 | 1) => sql<string>`replace(replace(
      (${words(SLOT_PATTERNS, language)}::text[])[1 + (i / ${a * n}) % ${p}],
      '{a}', (${words(ADJECTIVES, language)}::text[])[1 + i % ${a}]),
      '{n}', (${words(NOUNS, language)}::text[])[1 + (i / ${a}) % ${n}])
    || CASE WHEN i >= ${a * n * p} THEN ' ' || (i / ${a * n * p}) ELSE '' END`;
  await sql`
    INSERT INTO games (node_id, game_code, name_en, name_ur, vassalage, game_type, game_classify, engine, sort)
    SELECT 1000000 + i, 'bench-' || i, ${name(0)}, ${name(1)},
      (${vendors.map((v) => v.vassalage)}::text[])[1 + i % ${vendors.length}], 'RNG',
      CASE WHEN i % 8 = 0 THEN (${[...RNG_CLASSIFIES]}::text[])[1 + (i / 8) % ${RNG_CLASSIFIES.length}] END,
      'slot', i / ${vendors.length}
    FROM generate_series(0, ${missing - 1}) AS i`.execute(db);
  await sql`ANALYZE games`.execute(db);
}
