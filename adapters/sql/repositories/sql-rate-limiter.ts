import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../../core/domain/kernel/ports';
import type { RateLimiter } from '../../../core/platform/access/ports';
import type { Schema } from '../schema';

/** Fixed windows in the database, so every server process counts against the same limit. */
export class SqlRateLimiter implements RateLimiter {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    const windowStart = this.windowStart(windowMs);
    const row = await this.db
      .insertInto('rate_hits')
      .values({ key, window_start: windowStart, count: 1 })
      .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_hits.count + 1` }))
      .returning('count')
      .executeTakeFirstOrThrow();
    return row.count <= limit;
  }

  async count(key: string, windowMs: number): Promise<number> {
    const current = this.windowStart(windowMs);
    const previous = new Date(current.getTime() - windowMs);
    const row = await this.db
      .selectFrom('rate_hits')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('hits'))
      .where('key', '=', key)
      .where('window_start', 'in', [current, previous])
      .executeTakeFirst();
    return Number(row?.hits ?? 0);
  }

  private windowStart(windowMs: number): Date {
    const now = this.clock.now().getTime();
    return new Date(now - (now % windowMs));
  }

  /** Drops windows older than a day; run from housekeeping. */
  async prune(): Promise<void> {
    await this.db
      .deleteFrom('rate_hits')
      .where('window_start', '<', new Date(this.clock.now().getTime() - 86_400_000))
      .execute();
  }
}
