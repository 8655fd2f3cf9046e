import { sql, type Kysely } from 'kysely';
import type { EventHub } from '../../core/platform/wallet/member-events';
import type { Schema } from './schema';

const BATCH = 500;
const SWEEP_MS = 1000;

/**
 * Publishes outbox rows after their transaction committed: kicked by the ledger after each
 * commit, and swept every second so nothing waits for a kick that never came (a crash, another
 * process). Rows are marked published, oldest first; a publish is at least once.
 */
export class OutboxRelay {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly hub: EventHub,
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
    this.running = this.drain().catch(() => undefined).finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const rows = await this.db.selectFrom('outbox').select(['id', 'channel', 'event', 'payload']).where('published_at', 'is', null).orderBy('id').limit(BATCH).execute();
      if (rows.length === 0) return;
      for (const row of rows) this.hub.publish({ channel: row.channel, event: row.event, payload: row.payload });
      await sql`UPDATE outbox SET published_at = now() WHERE id = ANY(${rows.map((r) => String(r.id))}::int[])`.execute(this.db);
      if (rows.length < BATCH) return;
    }
  }
}
