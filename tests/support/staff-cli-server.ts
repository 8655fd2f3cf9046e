import { afterAll, beforeAll } from 'vitest';
import { staffCli, type StaffCli } from './cli-harness';
import { startTestServer, type TestServer } from './test-server';

/** For a CLI test file: a PGlite test server with support logged in through the CLI, both started before and closed after the file. */
export function staffCliOnServer(): { readonly server: () => TestServer; readonly cli: () => StaffCli } {
  let server: TestServer;
  let cli: StaffCli;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = await staffCli(server.url);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });
  return { server: () => server, cli: () => cli };
}
