import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption } from '../options';

export async function readSecret(ctx: CliContext, fromStdin: boolean | undefined, question: string): Promise<string> {
  return fromStdin ? (await ctx.readStdin()).replace(/\r?\n$/, '') : ctx.promptSecret(question);
}

export function sessionCommands(program: Command, ctx: CliContext): void {
  addUrlOption(
    program
      .command('login <account>')
      .description('sign in (staff or member); the session is kept in a 0600 file')
      .option('--password-stdin', 'read the password from standard input'),
    ctx,
  ).action(async (account: string, flags: { url: string; passwordStdin?: boolean }) => {
    const portal = composeCli(flags.url, ctx.sessionFile);
    const password = await readSecret(ctx, flags.passwordStdin, 'Password: ');
    const attempt = await portal.login.execute({ username: account, password, type: 'username' });
    if (attempt.state.step === 'failed') return reportFailure(ctx, attempt.state.error);
    // The CLI answers no second factor: a login from an IP new to the account is finished in the browser first.
    if (attempt.state.step === 'second_factor')
      return reportFailure(ctx, { code: 'access.second_factor_required', params: { factors: attempt.state.challenge.factors.join(',') } });
    ctx.out(`logged in as ${account}${attempt.state.step === 'change_password' ? ' (the password must be changed: portal password)' : ''}`);
  });

  addUrlOption(program.command('logout').description('end the stored session'), ctx).action(async (flags: { url: string }) => {
    const portal = composeCli(flags.url, ctx.sessionFile);
    const result = await portal.logout.execute();
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out('logged out');
  });
}
