import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_URL, testBackends } from '../support/backends';
import { ProcessCluster } from '../support/process-cluster';
import type { TestServer } from '../support/test-server';
import { call, staffToken } from '../support/wps-http';

describe.runIf(testBackends().includes('postgres'))('a server process whose PostgreSQL database goes away and comes back', () => {
  const cluster = new ProcessCluster();
  let url: string;
  let server: TestServer;
  beforeAll(async () => {
    url = await cluster.start(1);
    server = cluster.servers[0]!;
  }, 60_000);
  afterAll(async () => cluster.stop());

  it('answers 503 while the database refuses connections, stays up, and serves again with new connections once it is back', async () => {
    const staff = await staffToken(server);
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const database = new URL(url).pathname.slice(1);
    try {
      await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
      const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);
      expect(killed.rowCount).toBeGreaterThan(1);
      const refused = await call(server, 'GET', '/wps/member/info', { token: staff });
      expect([refused.status, refused.body.code, refused.headers.get('retry-after')]).toEqual([503, 'system.database_unavailable', '1']);
      expect((await call(server, 'GET', '/wps/health/ready')).body.value).toMatchObject({ ready: false, database: 'down' });
      expect((await call(server, 'GET', '/wps/health/live')).status).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await expect.poll(async () => (await call(server, 'GET', '/wps/health/ready')).status, { timeout: 15_000 }).toBe(200);
    expect((await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value.ok).toBe(true);
  }, 60_000);
});
