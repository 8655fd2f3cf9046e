import { openDatabase, type Database } from '../../adapters/sql/database';
import { migrateTo } from '../../adapters/sql/migrate';
import { createScratchDatabase, disconnected, type Backend } from './backends';

/** A fresh database migrated up to and including `last`, as an older release left it; `close` also drops a PostgreSQL one. */
export async function databaseMigratedTo(backend: Backend, last: string): Promise<{ database: Database; close: () => Promise<void> }> {
  const scratch = backend === 'postgres' ? await createScratchDatabase() : null;
  const database = await openDatabase({ dataDir: '', inMemory: backend === 'pglite', databaseUrl: scratch?.url });
  await migrateTo(database.db, last);
  const close = async () => {
    await database.close();
    if (scratch) {
      await disconnected(scratch.url);
      await scratch.drop();
    }
  };
  return { database, close };
}
