import { sql, type Kysely } from 'kysely';
import type { ListCache } from '../../core/platform/catalog/ports';
import { CACHES_NOTICE, NOTICE_CHANNEL } from './notice-channel';
import type { Schema } from './schema';

/** A cache whose `clear` also tells every process to drop its catalogue caches (see NoticeListener). */
export class ClearedEverywhere<T> implements ListCache<T> {
  constructor(
    private readonly local: ListCache<T>,
    private readonly db: Kysely<Schema>,
  ) {}

  get(key: string): readonly T[] | undefined {
    return this.local.get(key);
  }

  set(key: string, items: readonly T[]): void {
    this.local.set(key, items);
  }

  clear(): void {
    this.local.clear();
    // A notice that fails to go leaves the other processes on their cache lifetimes, as before.
    void sql`SELECT pg_notify(${NOTICE_CHANNEL}, ${CACHES_NOTICE})`.execute(this.db).catch(() => undefined);
  }
}
