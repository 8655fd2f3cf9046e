import type { Vendor } from '../../core/domain/catalog/games';
import type { AuditActor } from '../../core/domain/audit/audit-entry';
import type { CatalogRepository, GameQuery, ListedGame } from '../../core/platform/catalog/ports';

/**
 * The catalogue changes rarely (a seed, a vendor's maintenance switch), and the lobby asks the
 * same pages again and again: answers are kept in memory for a while, at most `capacity` of them,
 * least recently used first out. A maintenance switch made through this repository clears them;
 * `clear` is for one made through another process.
 */
export class CachedCatalog implements CatalogRepository {
  private readonly pages = new Map<string, { value: Promise<{ games: ListedGame[]; total: number }>; until: number }>();
  private vendorList: { value: Promise<Vendor[]>; until: number } | null = null;

  constructor(
    private readonly inner: CatalogRepository,
    private readonly options: { ttlMs: number; capacity: number; now: () => number },
  ) {}

  vendors(): Promise<Vendor[]> {
    const now = this.options.now();
    if (!this.vendorList || this.vendorList.until <= now) this.vendorList = { value: this.inner.vendors(), until: now + this.options.ttlMs };
    const answer = this.vendorList.value;
    answer.catch(() => (this.vendorList = null));
    return answer.then((list) => list.map((v) => ({ ...v })));
  }

  games(query: GameQuery): Promise<{ games: ListedGame[]; total: number }> {
    const key = JSON.stringify([query.gameType, query.vendors, query.excludeVendors, query.gameClassify, query.name?.toLowerCase(), query.offset, query.limit]);
    const now = this.options.now();
    const hit = this.pages.get(key);
    this.pages.delete(key);
    if (hit && hit.until > now) {
      this.pages.set(key, hit);
      return hit.value;
    }
    const value = this.inner.games(query);
    value.catch(() => this.pages.delete(key));
    this.pages.set(key, { value, until: now + this.options.ttlMs });
    if (this.pages.size > this.options.capacity) this.pages.delete(this.pages.keys().next().value!);
    return value;
  }

  game(nodeId: number): Promise<ListedGame | null> {
    return this.inner.game(nodeId);
  }

  hotGames(vendor: string | null, limit: number): Promise<ListedGame[]> {
    return this.inner.hotGames(vendor, limit);
  }

  async setMaintenance(vassalage: string, on: boolean, by: AuditActor): Promise<Vendor | null> {
    const vendor = await this.inner.setMaintenance(vassalage, on, by);
    this.clear();
    return vendor;
  }

  clear(): void {
    this.pages.clear();
    this.vendorList = null;
  }
}
