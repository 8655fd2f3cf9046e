import type { HotGamesCache, ListedGame } from '../../core/platform/catalog/ports';

/** Hot lists kept in process memory for a while; losing them (a restart) only costs a query. */
export class MemoryHotGamesCache implements HotGamesCache {
  private readonly entries = new Map<string, { games: readonly ListedGame[]; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(key: string): readonly ListedGame[] | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.until <= this.now()) return undefined;
    return entry.games;
  }

  set(key: string, games: readonly ListedGame[]): void {
    this.entries.set(key, { games, until: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
