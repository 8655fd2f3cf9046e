import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption } from '../options';

export function messageCommands(program: Command, ctx: CliContext): void {
  const message = program.command('message').description('platform messages to members (staff)');
  addUrlOption(
    message
      .command('send [account]')
      .description("send a 'new message' to one member, to every member and agent with --all, or to a VIP level and above with --vip")
      .option('--all', 'every member and agent')
      .option('--vip <level>', 'members at this VIP level or above')
      .requiredOption('--title <text>', 'up to 100 characters')
      .requiredOption('--body <text>', 'up to 2000 characters'),
    ctx,
  ).action(async (account: string | undefined, flags: { url: string; all?: boolean; vip?: string; title: string; body: string }) => {
    if ([account, flags.all, flags.vip].filter((a) => a !== undefined).length !== 1)
      return reportFailure(ctx, { code: 'validation.required', field: 'account, --all or --vip (one of them)' });
    if (flags.vip !== undefined && !/^[1-9][0-9]?$/.test(flags.vip)) return reportFailure(ctx, { code: 'message.invalid_vip_level', field: 'vip' });
    const target = account !== undefined ? { to: account } : flags.vip !== undefined ? { vip: Number(flags.vip) } : ({ all: true } as const);
    const result = await composeCli(flags.url, ctx.sessionFile).sendMessage.execute(target, flags.title, flags.body);
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`message sent to ${result.value.recipients} ${result.value.recipients === 1 ? 'member' : 'members'}`);
  });
}
