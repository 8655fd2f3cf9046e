import { defineConfig } from 'vitest/config';

/** Unit, property, contract, API and CLI tests. Browser tests have their own config (e2e/). */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['tests/{core,contract,api,cli,adapters,web}/**/*.test.ts'],
    globalSetup: ['tests/support/backends-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
