import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TIMES_DIR } from './file-times-reporter';

/**
 * `npm test`: the lint, the unit suite and the browser suite at the same time. The browser suite
 * spends much of its time waiting (on pages, servers and frames) and the lint is one process, so
 * the unit suite uses the cores they leave idle. The unit suite prints as it runs; the lint's and
 * the browser suite's output go to tests/output/lint.log and e2e.log and are printed once all are
 * done. Fails when any fails.
 */
const E2E_LOG = join(TIMES_DIR, '..', 'e2e.log');
const LINT_LOG = join(TIMES_DIR, '..', 'lint.log');

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
writeFileSync(LINT_LOG, '');
const started = Date.now();
const [lint, unit, e2e] = await Promise.all([
  run('npm', ['run', '--silent', 'lint'], LINT_LOG),
  run('npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts'], 'inherit'),
  run('npm', ['run', '--silent', 'build:web'], E2E_LOG).then((built) => (built === 0 ? run('npm', ['run', '--silent', 'test:e2e'], E2E_LOG) : built)),
]);
for (const [name, log] of [
  ['browser suite', E2E_LOG],
  ['lint', LINT_LOG],
] as const) {
  console.log(`\n── ${name} (also in tests/output/${log.split('/').pop()}) ──\n`);
  process.stdout.write(readFileSync(log, 'utf8'));
}
const outcome = (code: number) => (code === 0 ? 'passed' : 'FAILED');
console.log(`\nlint ${outcome(lint)}, unit suite ${outcome(unit)}, browser suite ${outcome(e2e)}, all in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(lint === 0 && unit === 0 && e2e === 0 ? 0 : 1);
