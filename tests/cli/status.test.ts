import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { freePort } from '../support/server-process';
import { startTestServer, type TestServer } from '../support/test-server';

describe('portal status', () => {
  let server: TestServer;
  let cli: CliHarness;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('prints the health of a running deployment and exits 0 when it is ready', async () => {
    const run = await cli.run(['status', '--url', server.url]);
    expect(run.exitCode).toBe(0);
    expect(run.out[0]).toBe('live       yes');
    expect(run.out[1]).toBe('ready      yes');
    expect(run.out[2]).toBe('version    0.1.0');
    expect(run.out[3]).toBe('database   up');
    expect(run.out[4]).toMatch(/^uptime     \d+s$/);
    expect(run.out[5]).toMatch(/^scheduler  \d+\.\d s behind$/);
  });

  it('--json prints the same figures for scripts', async () => {
    const run = await cli.run(['status', '--json', '--url', server.url]);
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      live: true,
      ready: true,
      draining: false,
      database: 'up',
      version: '0.1.0',
      uptimeSeconds: expect.any(Number),
      schedulerLagSeconds: expect.any(Number),
      problem: null,
    });
  });

  it('a draining deployment is live but not ready: exit 1, with the reason', async () => {
    server.drain.draining = true;
    try {
      const run = await cli.run(['status', '--url', server.url]);
      expect(run.exitCode).toBe(1);
      expect(run.out.slice(0, 2)).toEqual(['live       yes', 'ready      no (system.draining)']);
    } finally {
      server.drain.draining = false;
    }
  });

  it('a deployment that does not answer is not live: exit 6', async () => {
    const run = await cli.run(['status', '--json', '--url', `http://127.0.0.1:${await freePort()}`]);
    expect(run.exitCode).toBe(6);
    expect(JSON.parse(run.stdout)).toEqual({ live: false, ready: false, problem: 'network.error' });
  });
});
