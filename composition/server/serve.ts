import { DEMO_ACCOUNTS, type SeedReport } from '../../adapters/sql/seed/seed';
import { buildServer } from '../../adapters/api-server/server';
import type { FastifyBaseLogger } from 'fastify';
import { drainAndClose } from '../../adapters/api-server/operations/graceful-shutdown';
import { createServerLogger } from '../../adapters/api-server/operations/server-logger';
import { WEB_ROOT } from '../project';
import type { StorageOptions } from './storage';
import type { TestComposition } from './test-composition';
import type { MessagingOptions } from './messaging';
import { composePlatform } from './index';

export { DEMO_ACCOUNTS, createServerLogger };

export interface RunningServer {
  readonly address: string;
  readonly describe: string;
  readonly seedReport: SeedReport;
  /** Drains (readiness 503 for `drainDelayMs`, then finishes the requests in flight), stops the jobs and closes the database. */
  close(drainDelayMs: number): Promise<void>;
}

/** Requests in flight get this long to finish once the server stops accepting. */
const IN_FLIGHT_TIMEOUT_MS = 30_000;

export interface ServeOptions extends StorageOptions, MessagingOptions {
  readonly demo: boolean;
  readonly port: number;
  readonly host: string;
  readonly trustProxy: boolean;
  readonly logger: FastifyBaseLogger;
  readonly metricsToken: string | undefined;
}

/** `portal serve`: the platform behind the HTTP adapter, with the built web app. Only a test passes `test`. */
export async function startServer(options: ServeOptions, test?: TestComposition): Promise<RunningServer> {
  const { platform, database, seedReport, extraRoutes, operations } = await composePlatform(
    {
      databaseUrl: options.databaseUrl,
      databaseDirectUrl: options.databaseDirectUrl,
      dataDir: options.dataDir,
      demo: options.demo,
      messageGateway: options.messageGateway,
    },
    test,
  );
  const app = await buildServer(platform, {
    logger: options.logger,
    webRoot: WEB_ROOT,
    trustProxy: options.trustProxy,
    extraRoutes,
    operations: { ...operations, metricsToken: options.metricsToken },
  });
  const address = await app.listen({ port: options.port, host: options.host });
  return {
    address,
    describe: database.describe,
    seedReport,
    async close(drainDelayMs) {
      await drainAndClose(app, operations.drain, { delayMs: drainDelayMs, timeoutMs: IN_FLIGHT_TIMEOUT_MS });
      await database.close();
    },
  };
}
