import type { Command } from 'commander';
import type { CliContext } from '../context';
import { listCommand } from '../crud-commands';

export function outboxCommands(program: Command, ctx: CliContext): void {
  const outbox = program.command('outbox').description('SMS and email the portal sent through its outbox adapters (staff)');
  listCommand(outbox, ctx, {
    name: 'list',
    description: 'newest first',
    options: (command) => command.option('--to <recipient>', 'only to this mobile number (E.164) or email'),
    list: (cli, flags: { to?: string }) => cli.readOutbox.execute(flags.to),
    empty: 'the outbox is empty',
    line: (m) =>
      [String(m.id).padStart(6), m.channel.padEnd(5), m.recipient.padEnd(24), m.createdAt, m.subject ? `${m.subject}: ${m.body}` : m.body].join('  '),
  });
}
