import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../adapters/api-server/server';
import type { Database } from '../../adapters/sql/database';
import type { Platform } from '../../adapters/api-server/platform';
import type { DrainState } from '../../adapters/api-server/operations/operations-facts';
import { composePlatform } from '../../cli/composition';
import type { MessageGatewayConfig } from '../../adapters/messaging/http-message-gateway';
import { createScratchDatabase, disconnected, type Backend } from './backends';

export interface TestServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly platform: Platform;
  readonly database: Database;
  readonly backend: Backend;
  /** Set `draining` to see the server as it shuts down. */
  readonly drain: DrainState;
  close(): Promise<void>;
}

/**
 * A real server on a real socket over a fresh database: PGlite in memory, or a scratch
 * PostgreSQL database. Demo accounts are seeded. It trusts X-Forwarded-For, as behind a load
 * balancer, so tests can call from other client addresses (unless `trustProxy: false`).
 */
export async function startTestServer(backend: Backend, options: { webRoot?: string; messageGateway?: MessageGatewayConfig; metricsToken?: string; trustProxy?: boolean } = {}): Promise<TestServer> {
  const scratch = backend === 'postgres' ? await createScratchDatabase() : null;
  const { platform, database, extraRoutes, operations } = await composePlatform({ dataDir: '', inMemory: backend === 'pglite', databaseUrl: scratch?.url, demo: true, messageGateway: options.messageGateway });
  const app = await buildServer(platform, { logger: false, trustProxy: options.trustProxy ?? true, extraRoutes, operations: { ...operations, metricsToken: options.metricsToken }, ...(options.webRoot ? { webRoot: options.webRoot } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    platform,
    database,
    backend,
    drain: operations.drain,
    async close() {
      await app.close();
      await database.close();
      if (scratch) {
        await disconnected(scratch.url);
        await scratch.drop();
      }
    },
  };
}
