import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption } from '../options';
import { readSecret } from './session';

export function staffCommands(program: Command, ctx: CliContext): void {
  const staff = program.command('staff').description('support staff accounts');
  addUrlOption(
    staff
      .command('create <username>')
      .description('create a staff account (as a logged-in staff member)')
      .option('--password-stdin', 'read the password from standard input'),
    ctx,
  ).action(async (username: string, flags: { url: string; passwordStdin?: boolean }) => {
    const portal = composeCli(flags.url, ctx.sessionFile);
    const password = await readSecret(ctx, flags.passwordStdin, 'New staff password: ');
    const result = await portal.createStaff.execute(username, password);
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`staff account ${result.value.account} created (id ${result.value.id})`);
  });
}
