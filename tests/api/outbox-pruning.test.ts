import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_PUBLISHED_MS, OutboxRelay } from '../../adapters/sql/outbox-relay';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(testBackends())('outbox pruning on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  it('deletes published events older than a day, and keeps newer and unpublished ones', async () => {
    const db = server.database.db;
    const now = Date.now();
    const insert = (label: string, publishedAt: Date | null) =>
      db
        .insertInto('outbox')
        .values({ channel: 'prune-test', event: label, payload: JSON.stringify({}), published_at: publishedAt })
        .execute();
    await insert('old', new Date(now - KEEP_PUBLISHED_MS - 60_000));
    await insert('older', new Date(now - 3 * KEEP_PUBLISHED_MS));
    await insert('recent', new Date(now - KEEP_PUBLISHED_MS + 60_000));
    await insert('unpublished', null);
    const relay = new OutboxRelay(db, { notice: null, deliver: () => undefined });
    await relay.prune(now);
    const left = await sql<{ event: string }>`SELECT event FROM outbox WHERE channel = 'prune-test' ORDER BY id`.execute(db);
    expect(left.rows.map((r) => r.event)).toEqual(['recent', 'unpublished']);
    expect(await relay.prune(now)).toBe(0);
  });
});
