import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { EventHub } from '../../core/platform/messages/ports';
import { CACHES_NOTICE, EVENTS_NOTICE, NOTICE_CHANNEL } from './notice-channel';
import type { OutboxEvent } from './outbox-fan-out';
import type { Schema } from './schema';

const RECONNECT_MS = 1000;
/** A catch-up also looks this far before the drop, for claims that committed around it. */
const CATCH_UP_MARGIN_MS = 5000;
/** Outbox ids already published here, so a catch-up repeats none. */
const REMEMBERED = 50_000;

/**
 * Each process's own PostgreSQL connection that LISTENs for the notices of every process: outbox
 * events, published to this process's sockets once each and in order, and catalogue changes,
 * which drop this process's caches. When the connection drops it reconnects every second, then
 * republishes what was published meanwhile and drops the caches.
 */
export class NoticeListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private lostAt: number | null = null;
  private retry: NodeJS.Timeout | null = null;
  private queue: Promise<void> = Promise.resolve();
  private readonly published = new Set<number>();

  constructor(
    private readonly url: string,
    private readonly db: Kysely<Schema>,
    private readonly hub: EventHub,
    private readonly dropCaches: () => void,
  ) {}

  async start(): Promise<void> {
    try {
      await this.listen(this.open());
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
    await this.queue;
  }

  private open(): pg.Client {
    const client = new pg.Client({ connectionString: this.url, application_name: 'portal-notices' });
    this.client = client;
    client.on('notification', ({ payload = '' }) => {
      if (payload === CACHES_NOTICE) this.dropCaches();
      else if (payload.startsWith(EVENTS_NOTICE)) void this.enqueue(() => this.fetchAndPublish(payload.slice(EVENTS_NOTICE.length).split(',').map(Number)));
    });
    client.on('error', () => this.lose(client));
    client.on('end', () => this.lose(client));
    return client;
  }

  private async listen(client: pg.Client): Promise<void> {
    await client.connect();
    await client.query(`LISTEN ${NOTICE_CHANNEL}`);
    if (this.lostAt === null) return;
    this.dropCaches();
    const lookBackMs = Date.now() - this.lostAt + CATCH_UP_MARGIN_MS;
    await this.enqueue(() => this.catchUp(lookBackMs));
    this.lostAt = null;
  }

  private lose(client: pg.Client): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    this.lostAt ??= Date.now();
    void client.end().catch(() => undefined);
    this.retry = setTimeout(() => {
      const next = this.open();
      this.listen(next).catch(() => this.lose(next));
    }, RECONNECT_MS);
    this.retry.unref();
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const done = this.queue.then(work);
    this.queue = done.catch(() => undefined);
    return done;
  }

  private async fetchAndPublish(ids: readonly number[]): Promise<void> {
    this.publish(await this.db.selectFrom('outbox').select(['id', 'channel', 'event', 'payload']).where('id', 'in', ids).orderBy('id').execute());
  }

  private async catchUp(lookBackMs: number): Promise<void> {
    const { rows } = await sql<OutboxEvent>`
      SELECT id, channel, event, payload FROM outbox
      WHERE published_at > now() - make_interval(secs => ${lookBackMs / 1000}) ORDER BY id`.execute(this.db);
    this.publish(rows);
  }

  private publish(events: readonly OutboxEvent[]): void {
    for (const { id, channel, event, payload } of events) {
      if (this.published.has(id)) continue;
      this.published.add(id);
      if (this.published.size > REMEMBERED) this.published.delete(this.published.values().next().value!);
      this.hub.publish({ channel, event, payload });
    }
  }
}
