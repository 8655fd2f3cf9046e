import { Option, type Command } from 'commander';
import type { CliContext } from './context';

export const DEFAULT_URL = 'http://localhost:8080';

/** `--url` or PORTAL_URL picks the server every API command talks to. */
export function addUrlOption(command: Command, ctx: CliContext): Command {
  return command.addOption(new Option('--url <url>', 'portal server address').default(ctx.env['PORTAL_URL'] ?? DEFAULT_URL));
}

/** `--data-dir`/DATA_DIR and `--database-url`/DATABASE_URL pick the database for direct commands. */
export function addStorageOptions(command: Command, ctx: CliContext): Command {
  return command
    .addOption(new Option('--data-dir <dir>', 'folder of the embedded PGlite database').default(ctx.env['DATA_DIR'] ?? './data'))
    .addOption(new Option('--database-url <url>', 'PostgreSQL connection string (instead of PGlite)').default(ctx.env['DATABASE_URL']));
}

export function printJson(ctx: CliContext, value: unknown): void {
  ctx.out(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2));
}
