import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failureEnvelope } from '../envelope';
import { Counter, Histogram, renderGauge } from './prometheus';
import { type DrainState, type OperationsFacts } from './operations-facts';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LOGIN_ROUTES = new Set(['/wps/session/login', '/wps/session/challenge']);
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * With a metrics token configured, a scrape must bring it as a bearer token; without one, only a
 * scraper on this host that did not come through a proxy (no X-Forwarded-For) may read.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  return LOOPBACK.test(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

/** Prometheus metrics at GET /metrics: requests, latency and failed logins of this process; ledger and job figures. */
export function metricsRoutes(app: FastifyInstance, facts: OperationsFacts, drain: DrainState, token: string | undefined): void {
  const requests = new Counter('portal_http_requests_total', 'HTTP answers by route pattern, method and status');
  const latency = new Histogram('portal_http_request_duration_seconds', 'time to answer, by route pattern and method', LATENCY_BUCKETS);
  const failedLogins = new Counter('portal_failed_logins_total', 'log-ins refused for wrong credentials');
  failedLogins.inc({}, 0);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (LOGIN_ROUTES.has(route) && reply.statusCode === 401) failedLogins.inc();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, token)) return reply.status(403).send(failureEnvelope({ code: 'access.forbidden' }));
    const [transfers, outboxLag] = await Promise.all([facts.ledgerTransfers(), facts.outboxLagSeconds()]);
    const memory = process.memoryUsage();
    const text = [
      requests.render(),
      latency.render(),
      failedLogins.render(),
      renderGauge('portal_ledger_transfers_total', 'ledger transfers in the database, by kind', transfers, 'counter'),
      renderGauge(
        'portal_job_lag_seconds',
        'how far each periodic job of this process is behind its period',
        facts.jobLags().map((j) => ({ labels: { job: j.job }, value: j.lagSeconds })),
      ),
      renderGauge(
        'portal_job_runs_total',
        'runs of each periodic job this process finished',
        facts.jobLags().map((j) => ({ labels: { job: j.job }, value: j.runs })),
        'counter',
      ),
      renderGauge('portal_outbox_lag_seconds', 'age of the oldest live event not yet published', [{ labels: {}, value: outboxLag }]),
      renderGauge('portal_draining', '1 while this process shuts down', [{ labels: {}, value: drain.draining ? 1 : 0 }]),
      renderGauge('process_uptime_seconds', 'seconds since this process started', [{ labels: {}, value: facts.uptimeSeconds() }]),
      renderGauge('process_resident_memory_bytes', 'resident memory of this process', [{ labels: {}, value: memory.rss }]),
      renderGauge('nodejs_heap_used_bytes', 'V8 heap in use', [{ labels: {}, value: memory.heapUsed }]),
    ].join('');
    return reply.type('text/plain; version=0.0.4; charset=utf-8').header('cache-control', 'no-store').send(text);
  });
}
