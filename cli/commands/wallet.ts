import { randomUUID } from 'node:crypto';
import type { Command } from 'commander';
import { formatMoney } from '../../core/domain/kernel/money';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';

interface AdjustFlags {
  readonly url: string;
  readonly reason: string;
  readonly requestId?: string;
  readonly json?: boolean;
}

/** `portal wallet adjust`: the one way to set a member's balance by hand, through the ledger and into the audit log. */
export function walletCommands(program: Command, ctx: CliContext): void {
  const wallet = program.command('wallet').description("members' wallets (staff)");
  addUrlOption(
    wallet
      .command('adjust <account> <amount>')
      .description("credit (or, with a negative amount, debit) a member's main wallet against the house adjustment account")
      .requiredOption('--reason <text>', 'why: kept with the adjustment and in the audit log')
      .option('--request-id <id>', 'names this adjustment: repeating the command with the same id moves nothing more (default: a new id)')
      .option('--json', 'print JSON'),
    ctx,
  ).action(async (account: string, amount: string, flags: AdjustFlags) => {
    const result = await composeCli(flags.url, ctx.sessionFile).audit.adjust({
      account,
      amount,
      reason: flags.reason,
      requestId: flags.requestId ?? randomUUID(),
    });
    if (!result.ok) return reportFailure(ctx, result.error);
    const a = result.value;
    if (flags.json) return printJson(ctx, a);
    const moved = `${a.amount > 0n ? 'credited' : 'debited'} ${formatMoney(a.amount < 0n ? -a.amount : a.amount, '', a.scale)}`;
    ctx.out(`adjustment ${a.id}${a.replayed ? ' (already made)' : ''}: ${a.account} ${moved}, balance after ${formatMoney(a.balanceAfter, '', a.scale)}`);
  });
}
