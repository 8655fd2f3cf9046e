import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Game, GameClassify, GameType, IsGame, Engine, Vendor } from '../../../core/domain/catalog/games';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import type { CatalogRepository, GameQuery, ListedGame } from '../../../core/platform/catalog/ports';
import type { Schema } from '../schema';
import { actAs } from '../audit-actor';
import { runPrepared } from '../prepared-query';

export const GAME_COLUMNS = [
  'g.node_id',
  'g.game_code',
  'g.name_en',
  'g.name_ur',
  'g.vassalage',
  'g.game_type',
  'g.game_classify',
  'g.is_game',
  'g.engine',
  'v.display_name',
  'v.maintenance',
] as const;

interface GameRow {
  node_id: number;
  game_code: string;
  name_en: string;
  name_ur: string;
  vassalage: string;
  game_type: string;
  game_classify: string | null;
  is_game: string;
  engine: string;
  display_name: string;
  maintenance: boolean;
}

export const toListedGame = (r: GameRow): ListedGame => ({
  nodeId: r.node_id,
  gameCode: r.game_code,
  names: { EN: r.name_en, UR: r.name_ur },
  vassalage: r.vassalage,
  gameType: r.game_type as GameType,
  gameClassify: r.game_classify as GameClassify | null,
  isGame: r.is_game as IsGame,
  engine: r.engine as Engine,
  displayName: r.display_name,
  maintenance: r.maintenance,
});

const toVendor = (r: { vassalage: string; display_name: string; game_type: string; lager_icon: string; maintenance: boolean; sort: number }): Vendor => ({
  vassalage: r.vassalage,
  displayName: r.display_name,
  gameType: r.game_type as GameType,
  lagerIcon: r.lager_icon,
  maintenance: r.maintenance,
  sort: r.sort,
});

/** LIKE matches the text literally: its own wildcards are escaped. */
const likePart = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Games whose names hold `text` in any letter case. From three characters the trigram index on
 * name_search finds them (LIKE). A shorter text has no trigram: the planner may still pick the
 * index, read in full and then every row again; strpos, which no index serves, reads the rows once.
 */
const nameHolds = (text: string) =>
  [...text].length >= 3 ? sql<boolean>`g.name_search LIKE ${likePart(text)}` : sql<boolean>`strpos(g.name_search, ${text.toLowerCase()}) > 0`;

export class SqlCatalog implements CatalogRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async vendors(): Promise<Vendor[]> {
    const rows = await this.db.selectFrom('game_vendors').selectAll().orderBy('sort').orderBy('vassalage').execute();
    return rows.map(toVendor);
  }

  /** The filters on games alone: the vendor join is needed only for the columns shown. */
  private filtered(query: Omit<GameQuery, 'offset' | 'limit'>) {
    let q = this.db.selectFrom('games as g');
    if (query.gameType) q = q.where('g.game_type', '=', query.gameType);
    if (query.vendors) q = query.vendors.length === 0 ? q.where(sql<boolean>`false`) : q.where('g.vassalage', 'in', [...query.vendors]);
    if (query.excludeVendors && query.excludeVendors.length > 0) q = q.where('g.vassalage', 'not in', [...query.excludeVendors]);
    if (query.gameClassify) q = q.where('g.game_classify', '=', query.gameClassify);
    if (query.name) q = q.where(nameHolds(query.name));
    return q;
  }

  private listed(query: Omit<GameQuery, 'offset' | 'limit'>) {
    return this.filtered(query).innerJoin('game_vendors as v', 'v.vassalage', 'g.vassalage').select(GAME_COLUMNS);
  }

  async games(query: GameQuery): Promise<{ games: ListedGame[]; total: number }> {
    if (query.name) return this.searched(query);
    const [rows, count] = await Promise.all([
      ordered(this.listed(query)).offset(query.offset).limit(query.limit).execute(),
      this.filtered(query)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { games: rows.map(toListedGame), total: Number(count.n) };
  }

  /**
   * A name search finds its matches once: the page and the number of matches come from one query,
   * over games alone; only the page's games are joined to their vendors. On PGlite, where planning
   * it took longer than running it, it is planned once.
   */
  private async searched(query: GameQuery): Promise<{ games: ListedGame[]; total: number }> {
    const page = ordered(this.filtered(query).select(['g.node_id', 'g.sort', sql<string>`count(*) OVER ()`.as('total')]))
      .offset(query.offset)
      .limit(query.limit);
    const rows = await runPrepared(
      this.db,
      'game_search',
      this.db
        .selectFrom(page.as('p'))
        .innerJoin('games as g', 'g.node_id', 'p.node_id')
        .innerJoin('game_vendors as v', 'v.vassalage', 'g.vassalage')
        .select([...GAME_COLUMNS, 'p.total'])
        .orderBy('p.sort')
        .orderBy('p.node_id'),
    );
    if (rows.length > 0 || query.offset === 0) return { games: rows.map(toListedGame), total: Number(rows[0]?.total ?? 0) };
    const count = await this.filtered(query)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return { games: [], total: Number(count.n) };
  }

  async game(nodeId: number): Promise<ListedGame | null> {
    const row = await this.listed({}).where('g.node_id', '=', nodeId).executeTakeFirst();
    return row ? toListedGame(row) : null;
  }

  async hotGames(vendor: string | null, limit: number): Promise<ListedGame[]> {
    let q = this.listed({}).where('g.hot_rank', 'is not', null);
    if (vendor) q = q.where('g.vassalage', '=', vendor);
    const rows = await q.orderBy('g.hot_rank').orderBy('g.node_id').limit(limit).execute();
    return rows.map(toListedGame);
  }

  async setMaintenance(vassalage: string, on: boolean, by: AuditActor): Promise<Vendor | null> {
    const row = await this.db.transaction().execute(async (trx) => {
      await actAs(trx, by);
      return trx.updateTable('game_vendors').set({ maintenance: on }).where('vassalage', '=', vassalage).returningAll().executeTakeFirst();
    });
    return row ? toVendor(row) : null;
  }
}

function ordered<O>(q: SelectQueryBuilder<any, any, O>): SelectQueryBuilder<any, any, O> {
  return q.orderBy('g.sort').orderBy('g.node_id');
}

/** Writes vendors and games in batches (the seed and the contract tests); existing rows are kept. */
export async function insertCatalog(
  db: Kysely<Schema>,
  vendors: readonly Vendor[],
  games: readonly (Game & { sort: number; hotRank: number | null })[],
): Promise<number> {
  if (vendors.length > 0) {
    await db
      .insertInto('game_vendors')
      .values(
        vendors.map((v) => ({
          vassalage: v.vassalage,
          display_name: v.displayName,
          game_type: v.gameType,
          lager_icon: v.lagerIcon,
          maintenance: v.maintenance,
          sort: v.sort,
        })),
      )
      .onConflict((oc) => oc.column('vassalage').doNothing())
      .execute();
  }
  let inserted = 0;
  for (let i = 0; i < games.length; i += BATCH) {
    const rows = games.slice(i, i + BATCH).map((g) => ({
      node_id: g.nodeId,
      game_code: g.gameCode,
      name_en: g.names.EN,
      name_ur: g.names.UR,
      vassalage: g.vassalage,
      game_type: g.gameType,
      game_classify: g.gameClassify,
      is_game: g.isGame,
      engine: g.engine,
      sort: g.sort,
      hot_rank: g.hotRank,
    }));
    const result = await db
      .insertInto('games')
      .values(rows)
      .onConflict((oc) => oc.column('node_id').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/** Rows per INSERT: 11 parameters each stays well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 2000;
