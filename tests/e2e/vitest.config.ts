import { defineConfig } from 'vitest/config';
import FileTimesReporter from '../support/file-times-reporter';

/** Browser tests: real Chromium against the built app served by a real server. */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    reporters: ['default', new FileTimesReporter('e2e')],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A shared machine can be slow to paint: wait for what the page should show, not a fixed second.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    // Files share their worker's module cache: imports and Fastify's compiled schemas are paid once per worker, not per file.
    isolate: false,
    // Two files at once share the run's Chromium: one waits on its server while the other paints.
    maxWorkers: 2,
  },
});
