import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TIMES_DIR, type FileTime } from './file-times-reporter';

/** The end of `npm test`: each suite's file count and summed time, then the 15 slowest files of the run. */
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
const all: FileTime[] = [];
for (const name of readdirSync(TIMES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const times = JSON.parse(readFileSync(join(TIMES_DIR, name), 'utf8')) as FileTime[];
  const total = times.reduce((sum, t) => sum + t.ms, 0);
  console.log(
    `${name.replace('.json', '').padEnd(6)} ${String(times.length).padStart(4)} files ${String(times.reduce((n, t) => n + t.tests, 0)).padStart(5)} tests ${seconds(total)} summed over files`,
  );
  all.push(...times);
}
console.log('\nthe 15 slowest test files (wall time, of which in tests; the rest is imports and hooks):');
for (const t of all.sort((a, b) => b.ms - a.ms).slice(0, 15)) console.log(`${seconds(t.ms)} ${seconds(t.testsMs)}  ${t.file}`);
