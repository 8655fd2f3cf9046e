import { CompiledQuery, sql, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, SqlCatalog } from '../../../adapters/sql/repositories/sql-catalog';
import type { SeedGame } from '../../../adapters/sql/seed/demo-catalog';
import { testBackends } from '../../support/backends';
import { migratedStorage } from '../../support/storage';

const game = (nodeId: number, en: string, ur: string): SeedGame => ({
  nodeId,
  gameCode: `g${nodeId}`,
  names: { EN: en, UR: ur },
  vassalage: 'PG',
  gameType: 'RNG',
  gameClassify: null,
  isGame: 'GAME',
  engine: 'slot',
  sort: 0,
  hotRank: null,
});

const GAMES = [
  game(1, 'Golden Dragon', 'سنہری ڈریگن'),
  game(2, 'Lucky Dragon Megaways', 'خوش قسمت ڈریگن میگاویز'),
  game(3, 'Lotus Fortune', 'کنول کی قسمت'),
  game(4, 'Royal Blackjack', 'شاہی بلیک جیک'),
  game(5, '龙之宝藏', '龙之宝藏'),
  game(6, 'Lucky 100%', 'خوش قسمت'),
  game(7, 'wild_wolf', 'جنگلی بھیڑیا'),
];

/** Each term and the games it finds: the names in either language, in any case, as one text with a space between. */
const FOUND: readonly [string, number[]][] = [
  ['AGO', [1, 2]],
  ['dragon mega', [2]],
  ['LuCkY', [2, 6]],
  ['کنول', [3]],
  ['قسمت', [2, 3, 6]],
  ['龙之宝', [5]],
  ['n سن', [1]],
  ['xyz', []],
  // Shorter than a trigram: the index cannot help, the answer is the same.
  ['ck', [2, 4, 6]],
  ['W', [2, 7]],
  ['之宝', [5]],
  ['کن', [3]],
  // LIKE's own wildcards are plain characters here.
  ['%', [6]],
  ['_', [7]],
  ['0%', [6]],
];

for (const backend of testBackends()) {
  describe(`the search of game names on ${backend}`, () => {
    const storage = migratedStorage(backend);
    beforeAll(async () => {
      // Only these games: the lottery's, which the migrations add, go (with the lottery's rows).
      await sql`TRUNCATE games CASCADE`.execute(storage().db);
      await insertCatalog(storage().db, [{ vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', lagerIcon: '', maintenance: false, sort: 0 }], GAMES);
    });

    it.each(FOUND)('%s finds games %j', async (term, ids) => {
      const page = await new SqlCatalog(storage().db).games({ name: term, offset: 0, limit: 24 });
      expect({ ids: page.games.map((g) => g.nodeId), total: page.total }).toEqual({ ids, total: ids.length });
    });

    it('pages the matches and counts them all, on a page past the last one too', async () => {
      const catalog = new SqlCatalog(storage().db);
      const pages = await Promise.all([0, 2, 5].map((offset) => catalog.games({ name: 'ck', offset, limit: 2 })));
      expect(pages.map((p) => [p.games.map((g) => g.nodeId), p.total])).toEqual([
        [[2, 4], 3],
        [[6], 3],
        [[], 3],
      ]);
    });

    it('a term of three characters or more is looked up in the trigram index', async () => {
      await storage()
        .db.transaction()
        .execute(async (trx) => {
          // A few rows are read faster in full or in another index's order: forbid both, so only a
          // query the trigram index cannot serve is still answered so.
          await sql`SET LOCAL enable_seqscan = off`.execute(trx);
          await sql`SET LOCAL enable_indexscan = off`.execute(trx);
          const asked: { node: RootOperationNode; queryId: QueryId }[] = [];
          const capture: KyselyPlugin = { transformQuery: (args) => (asked.push(args), args.node), transformResult: async (args) => args.result };
          await new SqlCatalog(trx.withPlugin(capture)).games({ name: 'Dragon', offset: 0, limit: 24 });
          const query = trx.getExecutor().compileQuery(asked.at(-1)!.node, asked.at(-1)!.queryId);
          const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]));
          expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Bitmap Index Scan on games_name_search/);
        });
    });
  });
}
