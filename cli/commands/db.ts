import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { backupStorage, composePlatform, describeStorage, resetStorage, restoreStorage } from '../composition';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addStorageOptions } from '../options';
import { readSecret } from './session';

interface StorageFlags {
  dataDir: string;
  databaseUrl?: string;
}

/** Direct database work for operators on the server host (with the portal stopped, for PGlite). */
export function dbCommand(program: Command, ctx: CliContext): void {
  const db = program.command('db').description('migrate, seed, reset, back up and restore the database');

  addStorageOptions(db.command('migrate').description('apply pending migrations'), ctx).action(async (flags: StorageFlags) => {
    ctx.out(`migrated ${await describeStorage(flags)}`);
  });

  addStorageOptions(db.command('seed').description('add missing seed content (and demo accounts unless --no-demo)').option('--no-demo', 'skip demo accounts'), ctx).action(
    async (flags: StorageFlags & { demo: boolean }) => {
      const { database, seedReport } = await composePlatform({ ...flags, demo: flags.demo && ctx.env['NODE_ENV'] !== 'production' });
      ctx.out(`seeded ${seedReport.helpArticles} help articles; demo accounts: ${seedReport.demoAccounts.join(', ') || 'none new'}; ${seedReport.games} games`);
      await database.close();
    },
  );

  addStorageOptions(db.command('reset').description('drop every table and migrate again (destroys all data)').option('--yes', 'confirm'), ctx).action(
    async (flags: StorageFlags & { yes?: boolean }) => {
      if (!flags.yes) {
        ctx.err('error: db reset destroys all data; repeat with --yes');
        ctx.exitCode = 2;
        return;
      }
      await resetStorage(flags);
      const { database: fresh } = await composePlatform({ ...flags, demo: ctx.env['NODE_ENV'] !== 'production' });
      await fresh.close();
      ctx.out('database reset, migrated and seeded');
    },
  );

  addStorageOptions(db.command('backup <file>').description('write a logical backup of every table'), ctx).action(async (file: string, flags: StorageFlags) => {
    writeFileSync(file, await backupStorage(flags), { mode: 0o600 });
    ctx.out(`backup written to ${file}`);
  });

  addStorageOptions(db.command('restore <file>').description('replace all data with a backup made by `db backup`'), ctx).action(async (file: string, flags: StorageFlags) => {
    const result = await restoreStorage(flags, readFileSync(file, 'utf8'));
    if (!result.ok) {
      ctx.err(`error: ${result.error.code}`);
      ctx.exitCode = 1;
      return;
    }
    ctx.out(`restored ${result.value.tables} tables, ${result.value.rows} rows from ${file}`);
  });

  addStorageOptions(db.command('staff <username>').description('create a staff account directly in the database (first staff of a production install)').option('--password-stdin', 'read the password from standard input'), ctx).action(
    async (username: string, flags: StorageFlags & { passwordStdin?: boolean }) => {
      const password = await readSecret(ctx, flags.passwordStdin, 'New staff password: ');
      const { platform, database } = await composePlatform({ ...flags, demo: false });
      const result = await platform.createStaff.execute('operator', username, password);
      await database.close();
      if (!result.ok) return reportFailure(ctx, result.error);
      ctx.out(`staff account ${result.value.account} created (id ${result.value.id})`);
    },
  );
}
