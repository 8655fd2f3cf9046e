import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../adapters/sql/database';
import { openStorage } from '../../cli/composition';
import type { Backend } from './backends';
import { freshDatabase, type FreshDatabase } from './templates';

/**
 * Migrated storage on `backend` for the enclosing describe: PGlite in memory, or a scratch
 * PostgreSQL database dropped after the suite, both copies of the run's migrated template. Call
 * inside describe; read the database in tests or later hooks.
 */
export function migratedStorage(backend: Backend): () => Database {
  let database: Database | undefined;
  let fresh: FreshDatabase | undefined;
  beforeAll(async () => {
    fresh = await freshDatabase(backend, 'migrated');
    database = await openStorage(fresh.storage);
  });
  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });
  return () => database!;
}
