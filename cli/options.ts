import { Option, type Command } from 'commander';
import type { CliContext } from './context';

export const DEFAULT_URL = 'http://localhost:8080';

/** `--url` or PORTAL_URL picks the server every API command talks to. */
export function addUrlOption(command: Command, ctx: CliContext): Command {
  return command.addOption(new Option('--url <url>', 'portal server address').default(ctx.env['PORTAL_URL'] ?? DEFAULT_URL));
}

/**
 * `--data-dir`/DATA_DIR and `--database-url`/DATABASE_URL pick the database for direct commands;
 * `--database-direct-url`/DATABASE_DIRECT_URL bypasses a transaction-mode pooler for LISTEN and migrations.
 */
export function addStorageOptions(command: Command, ctx: CliContext): Command {
  return command
    .addOption(new Option('--data-dir <dir>', 'folder of the embedded PGlite database').default(ctx.env['DATA_DIR'] ?? './data'))
    .addOption(new Option('--database-url <url>', 'PostgreSQL connection string (instead of PGlite)').default(ctx.env['DATABASE_URL']))
    .addOption(
      new Option('--database-direct-url <url>', 'PostgreSQL straight to the server, when --database-url goes through PgBouncer in transaction mode').default(
        ctx.env['DATABASE_DIRECT_URL'],
      ),
    );
}

export function printJson(ctx: CliContext, value: unknown): void {
  ctx.out(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2));
}

/** `--demo`, the one switch for every demo-only part (README, "Demo-only parts"); off unless asked for. */
export function addDemoOption(command: Command, what: string): Command {
  return command.option('--demo', `${what} (never with NODE_ENV=production)`, false);
}

/** A demo is refused in production: false, with the reason on stderr and exit code 2, when both are asked for. */
export function demoAllowed(ctx: CliContext, demo: boolean): boolean {
  if (!demo || ctx.env['NODE_ENV'] !== 'production') return true;
  ctx.err(
    'error: --demo is refused with NODE_ENV=production: a demo seeds accounts with known passwords and serves a payment page that credits any card number',
  );
  ctx.exitCode = 2;
  return false;
}
