import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { formatMoney } from '../../core/domain/kernel/money';
import type { Withdrawal } from '../../core/portal/wallet/withdrawal-types';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption } from '../options';
import { listCommand } from '../crud-commands';

const receiptOf = (w: Withdrawal) =>
  w.receipt
    ? `${w.receipt.kind}${w.receipt.kind === 'partly_received' ? ` ${formatMoney(w.receipt.received, '', w.scale)}` : ''}${w.hasProof ? ' (proof)' : ''}`
    : '-';

const line = (w: Withdrawal) =>
  [
    String(w.id).padStart(6),
    w.status.padEnd(8),
    w.account.padEnd(16),
    formatMoney(w.amount, '', w.scale).padStart(14),
    `${w.bankName} ${w.accountNumber}`.padEnd(28),
    w.accountName.padEnd(20),
    receiptOf(w),
    w.createdAt,
  ].join('  ');

export function withdrawCommands(program: Command, ctx: CliContext): void {
  const withdraw = program.command('withdraw').description('withdrawals waiting for support (staff)');
  listCommand(withdraw, ctx, {
    name: 'list',
    description: 'list withdrawals (pending first by default)',
    options: (command) => command.option('--status <status>', 'pending, approved or rejected', 'pending'),
    list: (cli, flags: { status: string }) => cli.withdrawals.list(flags.status),
    empty: (flags) => `no ${flags.status} withdrawals`,
    line,
  });
  addUrlOption(withdraw.command('approve <id>').description('confirm the member has been paid: the held amount leaves the wallet'), ctx).action(
    async (id: string, flags: { url: string }) => {
      const result = await composeCli(flags.url, ctx.sessionFile).withdrawals.approve(id);
      if (!result.ok) return reportFailure(ctx, result.error);
      ctx.out(`withdrawal ${id} approved: ${formatMoney(result.value.amount, '', result.value.scale)} paid to ${result.value.account}`);
    },
  );
  addUrlOption(
    withdraw
      .command('reject <id>')
      .description('turn the withdrawal down and release the held amount')
      .requiredOption('--reason <text>', 'why, as the member will read it'),
    ctx,
  ).action(async (id: string, flags: { url: string; reason: string }) => {
    const result = await composeCli(flags.url, ctx.sessionFile).withdrawals.reject(id, flags.reason);
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`withdrawal ${id} rejected`);
  });
  addUrlOption(
    withdraw.command('proof <id>').description("save the image a member sent with 'not received'").requiredOption('--out <file>', 'where to write the image'),
    ctx,
  ).action(async (id: string, flags: { url: string; out: string }) => {
    const result = await composeCli(flags.url, ctx.sessionFile).withdrawals.proof(id);
    if (!result.ok) return reportFailure(ctx, result.error);
    writeFileSync(flags.out, result.value.bytes);
    ctx.out(`proof of withdrawal ${id} saved to ${flags.out} (${result.value.type}, ${result.value.bytes.length} bytes)`);
  });
}
