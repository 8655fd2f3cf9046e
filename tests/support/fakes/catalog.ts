import type { Vendor } from '../../../core/domain/catalog/games';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import type { CatalogRepository, FavouriteRepository, GameQuery, ListedGame, RecentGameRepository } from '../../../core/platform/catalog/ports';
import type { SeedGame } from '../../../adapters/sql/seed/demo-catalog';

/** The catalogue in memory, ordered like the SQL adapter: vendors by sort then code, games by sort then node id. */
export class InMemoryCatalog implements CatalogRepository {
  private readonly vendorList: Vendor[];
  private readonly gameList: SeedGame[];

  constructor(vendors: readonly Vendor[] = [], games: readonly SeedGame[] = []) {
    this.vendorList = vendors.map((v) => ({ ...v }));
    this.gameList = [...games].sort((a, b) => a.sort - b.sort || a.nodeId - b.nodeId);
  }

  private listed(g: SeedGame): ListedGame {
    const vendor = this.vendorList.find((v) => v.vassalage === g.vassalage)!;
    const { sort: _sort, hotRank: _hot, ...game } = g;
    return { ...game, displayName: vendor.displayName, maintenance: vendor.maintenance };
  }

  has(nodeId: number): boolean {
    return this.gameList.some((g) => g.nodeId === nodeId);
  }

  nodeIdOf(gameCode: string): number | undefined {
    return this.gameList.find((g) => g.gameCode === gameCode)?.nodeId;
  }

  async vendors(): Promise<Vendor[]> {
    return [...this.vendorList].sort((a, b) => a.sort - b.sort || (a.vassalage < b.vassalage ? -1 : 1)).map((v) => ({ ...v }));
  }

  async games(query: GameQuery): Promise<{ games: ListedGame[]; total: number }> {
    const name = query.name?.toLowerCase();
    const matching = this.gameList.filter(
      (g) =>
        (!query.gameType || g.gameType === query.gameType) &&
        (!query.vendors || query.vendors.includes(g.vassalage)) &&
        !(query.excludeVendors ?? []).includes(g.vassalage) &&
        (!query.gameClassify || g.gameClassify === query.gameClassify) &&
        (!name || `${g.names.EN} ${g.names.UR}`.toLowerCase().includes(name)),
    );
    return { games: matching.slice(query.offset, query.offset + query.limit).map((g) => this.listed(g)), total: matching.length };
  }

  async game(nodeId: number): Promise<ListedGame | null> {
    const game = this.gameList.find((g) => g.nodeId === nodeId);
    return game ? this.listed(game) : null;
  }

  async hotGames(vendor: string | null, limit: number): Promise<ListedGame[]> {
    return this.gameList
      .filter((g) => g.hotRank !== null && (!vendor || g.vassalage === vendor))
      .sort((a, b) => a.hotRank! - b.hotRank! || a.nodeId - b.nodeId)
      .slice(0, limit)
      .map((g) => this.listed(g));
  }

  async setMaintenance(vassalage: string, on: boolean, _by: AuditActor): Promise<Vendor | null> {
    const at = this.vendorList.findIndex((v) => v.vassalage === vassalage);
    if (at === -1) return null;
    this.vendorList[at] = { ...this.vendorList[at]!, maintenance: on };
    return { ...this.vendorList[at]! };
  }
}

/** Favourites per account, newest first, over a catalogue. */
export class InMemoryFavourites implements FavouriteRepository {
  private readonly rows: { accountId: number; nodeId: number }[] = [];

  constructor(private readonly catalog: InMemoryCatalog) {}

  async ids(accountId: number): Promise<number[]> {
    return this.rows
      .filter((r) => r.accountId === accountId)
      .map((r) => r.nodeId)
      .reverse();
  }

  async games(accountId: number): Promise<ListedGame[]> {
    const ids = await this.ids(accountId);
    return Promise.all(ids.map(async (id) => (await this.catalog.game(id))!));
  }

  async add(accountId: number, nodeId: number): Promise<boolean> {
    if (!this.catalog.has(nodeId)) return false;
    if (!this.rows.some((r) => r.accountId === accountId && r.nodeId === nodeId)) this.rows.push({ accountId, nodeId });
    return true;
  }

  async remove(accountId: number, nodeId: number): Promise<void> {
    const at = this.rows.findIndex((r) => r.accountId === accountId && r.nodeId === nodeId);
    if (at !== -1) this.rows.splice(at, 1);
  }
}

/** Recently played games of each account, over a catalogue. */
export class InMemoryRecentGames implements RecentGameRepository {
  private readonly rows = new Map<string, { accountId: number; nodeId: number; at: number }>();

  constructor(private readonly catalog: InMemoryCatalog) {}

  private mine(accountId: number) {
    return [...this.rows.values()].filter((r) => r.accountId === accountId).sort((a, b) => b.at - a.at || a.nodeId - b.nodeId);
  }

  async record(accountId: number, gameCode: string, at: Date, keep: number): Promise<void> {
    const nodeId = this.catalog.nodeIdOf(gameCode);
    if (nodeId === undefined) return;
    this.rows.set(`${accountId}:${nodeId}`, { accountId, nodeId, at: at.getTime() });
    for (const old of this.mine(accountId).slice(keep)) this.rows.delete(`${accountId}:${old.nodeId}`);
  }

  async games(accountId: number, limit: number): Promise<ListedGame[]> {
    return Promise.all(
      this.mine(accountId)
        .slice(0, limit)
        .map(async (r) => (await this.catalog.game(r.nodeId))!),
    );
  }
}
