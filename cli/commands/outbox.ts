import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';

export function outboxCommands(program: Command, ctx: CliContext): void {
  const outbox = program.command('outbox').description('SMS and email the portal sent through its outbox adapters (staff)');
  addUrlOption(
    outbox.command('list').description('newest first').option('--to <recipient>', 'only to this mobile number (E.164) or email').option('--json', 'print JSON'),
    ctx,
  ).action(async (flags: { url: string; to?: string; json?: boolean }) => {
    const result = await composeCli(flags.url, ctx.sessionFile).readOutbox.execute(flags.to);
    if (!result.ok) return reportFailure(ctx, result.error);
    if (flags.json) return printJson(ctx, result.value);
    if (result.value.length === 0) return ctx.out('the outbox is empty');
    for (const m of result.value)
      ctx.out([String(m.id).padStart(6), m.channel.padEnd(5), m.recipient.padEnd(24), m.createdAt, m.subject ? `${m.subject}: ${m.body}` : m.body].join('  '));
  });
}
