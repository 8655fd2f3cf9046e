import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TIMES_DIR } from './file-times-reporter';

/**
 * `npm test` after its lint: the unit suite and the browser suite at the same time. The browser
 * suite spends most of its time waiting (on pages, servers and frames), so the unit suite uses
 * the cores it leaves idle. The unit suite prints as it runs; the browser suite's output goes to
 * tests/output/e2e.log and is printed once both are done. Fails when either fails.
 */
const E2E_LOG = join(TIMES_DIR, '..', 'e2e.log');

function run(command: string, args: string[], output: 'inherit' | string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const log = output === 'inherit' ? null : createWriteStream(output, { flags: 'a' });
    child.stdout?.pipe(log!, { end: false });
    child.stderr?.pipe(log!, { end: false });
    child.on('close', (code, signal) => {
      const exit = code ?? (signal ? 1 : 0);
      if (log) log.end(() => resolve(exit));
      else resolve(exit);
    });
  });
}

mkdirSync(TIMES_DIR, { recursive: true });
writeFileSync(E2E_LOG, '');
const started = Date.now();
const [unit, e2e] = await Promise.all([
  run('npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts'], 'inherit'),
  run('npm', ['run', '--silent', 'build:web'], E2E_LOG).then((built) => (built === 0 ? run('npm', ['run', '--silent', 'test:e2e'], E2E_LOG) : built)),
]);
console.log(`\n── browser suite (also in tests/output/e2e.log) ──\n`);
process.stdout.write(readFileSync(E2E_LOG, 'utf8'));
console.log(
  `\nunit suite ${unit === 0 ? 'passed' : 'FAILED'}, browser suite ${e2e === 0 ? 'passed' : 'FAILED'}, both in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(unit === 0 && e2e === 0 ? 0 : 1);
