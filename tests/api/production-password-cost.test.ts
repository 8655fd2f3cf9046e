import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../composition/server/storage';
import { cliHarness } from '../support/cli-harness';
import { templateDataDir } from '../support/templates';
import { exited, freePort, startProcess } from '../support/server-process';
import type { TestServer } from '../support/test-server';
import { bearerLogin, PLAYER } from '../support/wps-http';

/** Test servers hash cheaply; `portal serve` must not, whatever its environment or flags say. */
describe('the password hashing cost of `portal serve`', () => {
  // Migrated, not seeded: `--demo` seeds it in the process under test.
  const dataDir = templateDataDir('portal-cost-', 'migrated');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stores OWASP scrypt hashes (N=2^17, r=8, p=1) even when the environment asks for a lower cost', async () => {
    const port = await freePort();
    const child = await startProcess(dataDir, port, undefined, { SCRYPT_N: '1024', SCRYPT_COST: '1024', PASSWORD_COST: '1024', NODE_ENV: 'development' }, [
      '--demo',
    ]);
    try {
      await bearerLogin({ url: `http://127.0.0.1:${port}` } as TestServer, PLAYER.username, PLAYER.password);
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
    const database = await openStorage({ dataDir });
    try {
      const rows = await database.db.selectFrom('accounts').select(['username', 'password_hash']).execute();
      // The winner board's demo players have no password at all ('!'): nobody signs in as them.
      const signing = rows.filter((r) => r.password_hash !== '!');
      expect(signing.map((r) => r.username).sort()).toEqual(['demo_agent', 'demo_player', 'support']);
      for (const row of signing) expect(row.password_hash.split('$').slice(0, 4), row.username).toEqual(['scrypt', '131072', '8', '1']);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('has no flag that sets the cost', async () => {
    const cli = cliHarness();
    try {
      const run = await cli.run(['serve', '--scrypt-n', '1024', '--data-dir', dataDir]);
      expect(run.exitCode).not.toBe(0);
      expect(run.stderr).toContain("unknown option '--scrypt-n'");
    } finally {
      cli.cleanup();
    }
  });
});
