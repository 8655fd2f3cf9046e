import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../adapters/api-server/server';
import type { Database, StatementObserver } from '../../adapters/sql/database';
import type { Platform } from '../../adapters/api-server/platform';
import type { SettingsRepository } from '../../core/platform/system/ports';
import type { DrainState } from '../../adapters/api-server/operations/operations-facts';
import { composePlatform } from '../../composition/server';
import type { MessageGatewayConfig } from '../../adapters/messaging/http-message-gateway';
import type { Backend } from './backends';
import { MovableClock } from './movable-clock';
import { freshDatabase, TEST_COMPOSITION } from './templates';

export interface TestServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly platform: Platform;
  readonly database: Database;
  /** The settings the server reads, for tests that compose more of the platform over its database. */
  readonly settings: SettingsRepository;
  readonly backend: Backend;
  /** Set `draining` to see the server as it shuts down. */
  readonly drain: DrainState;
  /** The server's clock: the wall clock until the test moves it forward. */
  readonly clock: MovableClock;
  /** Runs a periodic job (withdrawal_sweep, lottery_draws, …) now: test servers start none on a timer. */
  runJob(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real server on a real socket over a fresh database, a copy of the run's migrated and seeded
 * template: PGlite in memory, or a scratch PostgreSQL database. Passwords are hashed at the test
 * cost, the periodic jobs run only through `runJob` and time is the server's movable `clock`. It trusts X-Forwarded-For, as behind a load
 * balancer, so tests can call from other client addresses (unless `trustProxy: false`).
 * `scheduledJobs` runs the periodic jobs on their timers instead, for the browser tests: the
 * browser keeps the wall clock, so the server does too. It is composed as production is (the data
 * of the template aside) unless `demo` asks for the demo-only parts, as `npm start` does: the
 * DemoPay card page and its callback, and the SMS and email outbox support and tests read.
 */
export async function startTestServer(
  backend: Backend,
  options: {
    webRoot?: string;
    messageGateway?: MessageGatewayConfig;
    metricsToken?: string;
    trustProxy?: boolean;
    scheduledJobs?: boolean;
    demo?: boolean;
    onStatement?: StatementObserver;
  } = {},
): Promise<TestServer> {
  const fresh = await freshDatabase(backend, 'seeded');
  const clock = new MovableClock();
  const { platform, database, settings, extraRoutes, operations, runJob } = await composePlatform(
    { ...fresh.storage, onStatement: options.onStatement, demo: options.demo ?? false, messageGateway: options.messageGateway },
    { ...TEST_COMPOSITION, clock, manualJobs: !options.scheduledJobs },
  );
  const app = await buildServer(platform, {
    logger: false,
    trustProxy: options.trustProxy ?? true,
    extraRoutes,
    operations: { ...operations, metricsToken: options.metricsToken },
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    platform,
    database,
    settings,
    backend,
    drain: operations.drain,
    clock,
    runJob,
    async close() {
      await app.close();
      await database.close();
      await fresh.drop();
    },
  };
}
