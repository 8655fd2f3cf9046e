import type { Command } from 'commander';
import { formatMoney } from '../../core/domain/kernel/money';
import type { DepositRecord } from '../../core/portal/support/ports';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption } from '../options';
import { listCommand } from '../crud-commands';

const line = (d: DepositRecord) =>
  [
    String(d.id).padStart(6),
    d.status.padEnd(8),
    d.method.padEnd(13),
    d.account.padEnd(16),
    formatMoney(d.amount, '', d.scale).padStart(14),
    (d.payerName || '-').padEnd(20),
    d.reference ?? d.orderId ?? '-',
    d.createdAt,
  ].join('  ');

export function depositCommands(program: Command, ctx: CliContext): void {
  const deposit = program.command('deposit').description('deposits: bank transfers waiting for support, and payment page orders (staff)');
  listCommand(deposit, ctx, {
    name: 'list',
    description: 'list deposits (pending first by default)',
    options: (command) => command.option('--status <status>', 'pending, approved, rejected or failed', 'pending'),
    list: (cli, flags: { status: string }) => cli.deposits.list(flags.status),
    empty: (flags) => `no ${flags.status} deposits`,
    line,
  });
  addUrlOption(deposit.command('approve <id>').description('confirm the payment arrived and credit the member'), ctx).action(
    async (id: string, flags: { url: string }) => {
      const result = await composeCli(flags.url, ctx.sessionFile).deposits.approve(id);
      if (!result.ok) return reportFailure(ctx, result.error);
      ctx.out(`deposit ${id} approved: ${formatMoney(result.value.amount, '', result.value.scale)} credited to ${result.value.account}`);
    },
  );
  addUrlOption(
    deposit.command('reject <id>').description('turn the deposit down').requiredOption('--reason <text>', 'why, as the member will read it'),
    ctx,
  ).action(async (id: string, flags: { url: string; reason: string }) => {
    const result = await composeCli(flags.url, ctx.sessionFile).deposits.reject(id, flags.reason);
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`deposit ${id} rejected`);
  });
}
