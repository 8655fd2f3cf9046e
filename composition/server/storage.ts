import { openDatabase, type Database, type DatabaseOptions } from '../../adapters/sql/database';
import { migrateToLatest } from '../../adapters/sql/migrate';
import { backupDatabase, restoreDatabase } from '../../adapters/sql/backup';
import { resetDatabase } from '../../adapters/sql/reset';
import type { Result } from '../../core/domain/kernel/result';

export type StorageOptions = DatabaseOptions;

export async function openStorage(options: StorageOptions): Promise<Database> {
  const database = await openDatabase(options);
  await database.onDirectConnection(migrateToLatest);
  return database;
}

/** Runs `work` on a migrated database and closes it afterwards. */
async function withStorage<T>(options: StorageOptions, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openStorage(options);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

export const backupStorage = (options: StorageOptions): Promise<string> => withStorage(options, (d) => backupDatabase(d.db));

export const restoreStorage = (options: StorageOptions, text: string): Promise<Result<{ tables: number; rows: number }>> =>
  withStorage(options, (d) => restoreDatabase(d.db, text));

export const resetStorage = (options: StorageOptions): Promise<void> => withStorage(options, (d) => resetDatabase(d.db));

export const describeStorage = (options: StorageOptions): Promise<string> => withStorage(options, async (d) => d.describe);
