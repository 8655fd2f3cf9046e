import type { ListCache } from '../../core/platform/catalog/ports';

/** Lists kept in process memory for a while; losing them (a restart) only costs a query. */
export class MemoryListCache<T> implements ListCache<T> {
  private readonly entries = new Map<string, { items: readonly T[]; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(key: string): readonly T[] | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.until <= this.now()) return undefined;
    return entry.items;
  }

  set(key: string, items: readonly T[]): void {
    this.entries.set(key, { items, until: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
