import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { ProcessCluster } from '../support/process-cluster';
import type { TestServer } from '../support/test-server';
import { call, staffToken } from '../support/wps-http';

describe.runIf(testBackends().includes('postgres'))('a server process whose PostgreSQL connections are all closed by the server', () => {
  const cluster = new ProcessCluster();
  let url: string;
  let server: TestServer;
  beforeAll(async () => {
    url = await cluster.start(1);
    server = cluster.servers[0]!;
  }, 60_000);
  afterAll(async () => cluster.stop());

  it('stays up and serves again with new connections, as after a database restart', async () => {
    const staff = await staffToken(server);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      expect(killed.rowCount).toBeGreaterThan(1);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await call(server, 'GET', '/wps/health/live')).status).toBe(200);
    await expect.poll(async () => (await call(server, 'GET', '/wps/health/ready')).status, { timeout: 15_000 }).toBe(200);
    expect((await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value.ok).toBe(true);
  }, 60_000);
});
