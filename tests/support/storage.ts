import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../adapters/sql/database';
import { openStorage } from '../../cli/composition';
import { createScratchDatabase, disconnected, type Backend } from './backends';

/**
 * Migrated storage on `backend` for the enclosing describe: PGlite in memory, or a scratch
 * PostgreSQL database dropped after the suite. Call inside describe; read the database in tests
 * or later hooks.
 */
export function migratedStorage(backend: Backend): () => Database {
  let database: Database | undefined;
  let scratch: { url: string; drop: () => Promise<void> } | null = null;
  beforeAll(async () => {
    scratch = backend === 'postgres' ? await createScratchDatabase() : null;
    database = await openStorage({ dataDir: '', inMemory: backend === 'pglite', databaseUrl: scratch?.url });
  });
  afterAll(async () => {
    await database?.close();
    if (scratch) {
      await disconnected(scratch.url);
      await scratch.drop();
    }
  });
  return () => database!;
}
