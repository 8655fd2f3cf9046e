import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime {
  readonly file: string;
  /** Wall time of the file: import, hooks and tests. */
  readonly ms: number;
  /** Of which in the tests themselves; the rest is importing and the suite's hooks (servers, databases). */
  readonly testsMs: number;
  readonly tests: number;
}

export const TIMES_DIR = join(new URL('../..', import.meta.url).pathname, 'tests', 'output', 'times');

function timeOf(module: TestModule): FileTime {
  const d = module.diagnostic();
  const tests = [...module.children.allTests()];
  const testsMs = tests.reduce((sum, test) => sum + (test.diagnostic()?.duration ?? 0), 0);
  return {
    file: module.relativeModuleId,
    ms: Math.round(d.prepareDuration + d.collectDuration + d.setupDuration + d.duration),
    testsMs: Math.round(testsMs),
    tests: tests.length,
  };
}

/** Writes each file's wall time for `tests/support/print-file-times.ts`, which prints the slowest at the end of `npm test`. */
export default class FileTimesReporter implements Reporter {
  constructor(private readonly suite: string) {}

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    mkdirSync(TIMES_DIR, { recursive: true });
    writeFileSync(join(TIMES_DIR, `${this.suite}.json`), JSON.stringify(modules.map(timeOf), null, 1));
  }
}
