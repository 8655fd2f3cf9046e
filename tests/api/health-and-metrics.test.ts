import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, fundMember, login, PLAYER, registerMember, resetThrottles, staffToken, uniqueUsername } from '../support/wps-http';

const METRICS_TOKEN = 'scrape-me-7f3a9c01';

const scrape = (server: TestServer, headers: Record<string, string> = {}) => fetch(`${server.url}/metrics`, { headers });
const sampleOf = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe.each(testBackends())('health and metrics on %s', (backend) => {
  let server: TestServer;
  let open: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { metricsToken: METRICS_TOKEN });
    open = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
    await open?.close();
  });

  it('GET /wps/health/live answers without asking the database', async () => {
    const answer = await call(server, 'GET', '/wps/health/live');
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ version: '0.1.0', uptimeSeconds: expect.any(Number) });
  });

  it('GET /wps/health/ready says the database answers and the process takes traffic', async () => {
    const answer = await call(server, 'GET', '/wps/health/ready');
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      version: '0.1.0',
      uptimeSeconds: expect.any(Number),
      ready: true,
      draining: false,
      database: 'up',
      schedulerLagSeconds: expect.any(Number),
    });
    expect(answer.body.value.schedulerLagSeconds).toBeLessThan(5);
  });

  it('GET /wps/health/ready answers 503 system.draining, with the figures, once the process drains', async () => {
    server.drain.draining = true;
    try {
      const answer = await call(server, 'GET', '/wps/health/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        success: false,
        code: 'system.draining',
        message: { key: 'errors.system.draining' },
        value: { ready: false, draining: true, database: 'up' },
      });
      expect(answer.headers.get('connection')).toBe('close');
      expect((await call(server, 'GET', '/wps/health/live')).status).toBe(200);
    } finally {
      server.drain.draining = false;
    }
  });

  it('GET /wps/health/ready answers 503 system.database_unavailable once the database stops answering', async () => {
    const cut = await startTestServer(backend);
    try {
      await cut.database.close();
      const answer = await call(cut, 'GET', '/wps/health/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ code: 'system.database_unavailable', value: { ready: false, draining: false, database: 'down' } });
      expect((await call(cut, 'GET', '/wps/health/live')).status).toBe(200);
    } finally {
      await cut.close();
    }
  });

  it('with a metrics token, /metrics answers only a scraper that brings it', async () => {
    expect((await scrape(server)).status).toBe(403);
    expect((await scrape(server, { authorization: `Bearer ${METRICS_TOKEN}x` })).status).toBe(403);
    expect((await scrape(server, { authorization: METRICS_TOKEN })).status).toBe(403);
    const refused = await call(server, 'GET', '/metrics');
    expect(refused.body.code).toBe('access.forbidden');
    const allowed = await scrape(server, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('without a token, /metrics answers loopback callers that did not come through a proxy', async () => {
    expect((await scrape(open)).status).toBe(200);
    expect((await scrape(open, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(403);
  });

  it('counts requests by route and status, their latency, failed logins, ledger transfers and job lag', async () => {
    await resetThrottles(server);
    const before = await (await scrape(server, { authorization: `Bearer ${METRICS_TOKEN}` })).text();
    const failedBefore = sampleOf(before, 'portal_failed_logins_total') ?? -1;
    expect(failedBefore).toBeGreaterThanOrEqual(0);
    expect((await login(server, PLAYER.username, 'not-the-password', { bearer: true })).status).toBe(401);
    await call(server, 'GET', '/wps/catalog/nowhere');
    const staff = await staffToken(server);
    const { token } = await registerMember(server, uniqueUsername('metric'), 'Abc12345');
    await fundMember(server, staff, token, '500');

    const text = await (await scrape(server, { authorization: `Bearer ${METRICS_TOKEN}` })).text();
    expect(sampleOf(text, 'portal_failed_logins_total')).toBe(failedBefore + 1);
    expect(sampleOf(text, 'portal_http_requests_total{method="POST",route="/wps/session/login",status="401"}')).toBeGreaterThanOrEqual(1);
    expect(sampleOf(text, 'portal_http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(sampleOf(text, 'portal_http_request_duration_seconds_count{method="PUT",route="/wps/member/register"}')).toBe(1);
    expect(sampleOf(text, 'portal_http_request_duration_seconds_bucket{method="PUT",route="/wps/member/register",le="+Inf"}')).toBe(1);
    expect(sampleOf(text, 'portal_ledger_transfers_total{kind="deposit"}')).toBeGreaterThanOrEqual(1);
    expect(sampleOf(text, 'portal_job_lag_seconds{job="withdrawal_sweep"}')).toBeLessThan(5);
    expect(sampleOf(text, 'portal_outbox_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'portal_draining')).toBe(0);
    expect(text).toContain('# TYPE portal_http_request_duration_seconds histogram');
  });
});
