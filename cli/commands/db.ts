import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addDemoOption, addStorageOptions, demoAllowed } from '../options';
import { readSecret } from './session';

interface StorageFlags {
  dataDir: string;
  databaseUrl?: string;
  databaseDirectUrl?: string;
}

/** The server's composition, loaded only when a db command runs: the commands that talk to the API start without it. */
const server = () => import('../../composition/server');
const storage = () => import('../../composition/server/storage');

/** Direct database work for operators on the server host (with the portal stopped, for PGlite). */
export function dbCommand(program: Command, ctx: CliContext): void {
  const db = program.command('db').description('migrate, seed, reset, back up and restore the database');

  addStorageOptions(db.command('migrate').description('apply pending migrations'), ctx).action(async (flags: StorageFlags) => {
    ctx.out(`migrated ${await (await storage()).describeStorage(flags)}`);
  });

  addDemoOption(addStorageOptions(db.command('seed').description('add missing seed content'), ctx), 'also the demo accounts, data and catalogue').action(
    async (flags: StorageFlags & { demo: boolean }) => {
      if (!demoAllowed(ctx, flags.demo)) return;
      const { database, seedReport } = await (await server()).composePlatform(flags);
      ctx.out(`seeded ${seedReport.helpArticles} help articles; demo accounts: ${seedReport.demoAccounts.join(', ') || 'none new'}; ${seedReport.games} games`);
      await database.close();
    },
  );

  addDemoOption(
    addStorageOptions(db.command('reset').description('drop every table, migrate and seed again (destroys all data)').option('--yes', 'confirm'), ctx),
    'seed the demo accounts, data and catalogue',
  ).action(async (flags: StorageFlags & { yes?: boolean; demo: boolean }) => {
    if (!demoAllowed(ctx, flags.demo)) return;
    if (!flags.yes) {
      ctx.err('error: db reset destroys all data; repeat with --yes');
      ctx.exitCode = 2;
      return;
    }
    await (await storage()).resetStorage(flags);
    const { database: fresh } = await (await server()).composePlatform(flags);
    await fresh.close();
    ctx.out('database reset, migrated and seeded');
  });

  addStorageOptions(db.command('backup <file>').description('write a logical backup of every table'), ctx).action(async (file: string, flags: StorageFlags) => {
    writeFileSync(file, await (await storage()).backupStorage(flags), { mode: 0o600 });
    ctx.out(`backup written to ${file}`);
  });

  addStorageOptions(db.command('restore <file>').description('replace all data with a backup made by `db backup`'), ctx).action(
    async (file: string, flags: StorageFlags) => {
      const result = await (await storage()).restoreStorage(flags, readFileSync(file, 'utf8'));
      if (!result.ok) return reportFailure(ctx, result.error);
      ctx.out(`restored ${result.value.tables} tables, ${result.value.rows} rows from ${file}`);
    },
  );

  addStorageOptions(
    db
      .command('staff <username>')
      .description('create a staff account directly in the database (first staff of a production install)')
      .option('--password-stdin', 'read the password from standard input'),
    ctx,
  ).action(async (username: string, flags: StorageFlags & { passwordStdin?: boolean }) => {
    const password = await readSecret(ctx, flags.passwordStdin, 'New staff password: ');
    const { platform, database } = await (await server()).composePlatform({ ...flags, demo: false });
    const result = await platform.createStaff.execute('operator', username, password);
    await database.close();
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`staff account ${result.value.account} created (id ${result.value.id})`);
  });
}
