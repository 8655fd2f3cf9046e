import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliHarness } from '../support/cli-harness';

const REFUSAL =
  'error: --demo is refused with NODE_ENV=production: a demo seeds accounts with known passwords and serves a payment page that credits any card number';

describe('portal serve --demo with NODE_ENV=production', () => {
  const cli = cliHarness();
  afterAll(() => cli.cleanup());

  it('is refused with the reason before any database is opened or port listened on', async () => {
    const dataDir = join(cli.dir, 'data');
    const run = await cli.run(['serve', '--demo', '--port', '0', '--data-dir', dataDir], { env: { NODE_ENV: 'production' } });
    expect([run.exitCode, run.err, run.out]).toEqual([2, [REFUSAL], []]);
    expect(existsSync(dataDir)).toBe(false);
  });
});
