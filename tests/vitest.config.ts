import { defineConfig } from 'vitest/config';
import FileTimesReporter from './support/file-times-reporter';

/** Unit, property, contract, API and CLI tests. Browser tests have their own config (e2e/). */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['tests/{core,contract,api,cli,adapters,web}/**/*.test.ts'],
    reporters: ['default', new FileTimesReporter('unit')],
    globalSetup: ['tests/support/backends-setup.ts'],
    setupFiles: ['tests/support/fast-check-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Files share their worker's module cache: imports and Fastify's compiled schemas are paid once per worker, not per file.
    isolate: false,
    maxWorkers: 2,
  },
});
