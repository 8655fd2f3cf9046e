import { sql, type Kysely } from 'kysely';
import type { OutboxEvent, OutboxFanOut } from './outbox-fan-out';
import type { Schema } from './schema';

const BATCH = 500;
/** The safety net: rows a kick never came for (a process that died between its commit and its kick) wait this long at most. */
const SWEEP_MS = 60_000;
/** Events are live notices: a listener catches up seconds back at most, so a day is ample. */
export const KEEP_PUBLISHED_MS = 24 * 3_600_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const PRUNE_BATCH = 10_000;

/**
 * Publishes outbox rows after their transaction committed: kicked in process by every writer
 * after its commit, and swept once a minute so nothing waits for ever for a kick that never came.
 * Each batch is claimed (marked published, oldest first, rows another process is claiming
 * skipped) in one statement, which also sends the fan-out's notice; kicks that come while a run is
 * under way, or in the same turn of the event loop, share the next run. Published rows older than a day are deleted every
 * ten minutes, so the table holds about a day of events.
 */
export class OutboxRelay {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private prunedAt = 0;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly fanOut: OutboxFanOut,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => this.kick(), SWEEP_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    // A failed sweep (the database closing, a lost connection) is retried by the next one.
    this.running = new Promise<void>((turn) => setImmediate(turn))
      .then(() => this.drain())
      .catch(() => undefined)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Deletes published rows older than `KEEP_PUBLISHED_MS`; answers how many. */
  async prune(now = Date.now()): Promise<number> {
    const before = new Date(now - KEEP_PUBLISHED_MS);
    let deleted = 0;
    for (;;) {
      const { numAffectedRows } = await sql`
        DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE published_at < ${before} ORDER BY published_at LIMIT ${PRUNE_BATCH})`.execute(this.db);
      deleted += Number(numAffectedRows ?? 0n);
      if (Number(numAffectedRows ?? 0n) < PRUNE_BATCH) return deleted;
    }
  }

  private async drain(): Promise<void> {
    if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      await this.prune();
    }
    const notice = this.fanOut.notice;
    for (;;) {
      // One statement, so one implicit transaction: the claim and its notice commit together.
      const { rows } = await sql<OutboxEvent>`
        WITH claimed AS (
          UPDATE outbox SET published_at = now()
          WHERE id IN (SELECT id FROM outbox WHERE published_at IS NULL ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, channel, event, payload
        ), noticed AS (
          SELECT pg_notify(${notice?.channel ?? ''}, ${notice?.prefix ?? ''} || string_agg(id::text, ',' ORDER BY id)) FROM claimed HAVING ${notice !== null}::boolean AND count(*) > 0
        )
        SELECT id, channel, event, payload FROM claimed WHERE (SELECT count(*) FROM noticed) >= 0`.execute(this.db);
      this.fanOut.deliver(rows.sort((a, b) => a.id - b.id));
      const claimed = rows.length;
      if (claimed < BATCH) return;
    }
  }
}
