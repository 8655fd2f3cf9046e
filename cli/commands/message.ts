import type { Command } from 'commander';
import { composeCli } from '../composition';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption } from '../options';

export function messageCommands(program: Command, ctx: CliContext): void {
  const message = program.command('message').description('platform messages to members (staff)');
  addUrlOption(
    message
      .command('send [account]')
      .description("send a 'new message' to one member, or to every member and agent with --all")
      .option('--all', 'every member and agent')
      .requiredOption('--title <text>', 'up to 100 characters')
      .requiredOption('--body <text>', 'up to 2000 characters'),
    ctx,
  ).action(async (account: string | undefined, flags: { url: string; all?: boolean; title: string; body: string }) => {
    if ((account === undefined) === (flags.all === undefined)) return reportFailure(ctx, { code: 'validation.required', field: 'account or --all (one of them)' });
    const target = account === undefined ? ({ all: true } as const) : { to: account };
    const result = await composeCli(flags.url, ctx.sessionFile).sendMessage.execute(target, flags.title, flags.body);
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`message sent to ${result.value.recipients} ${result.value.recipients === 1 ? 'member' : 'members'}`);
  });
}
