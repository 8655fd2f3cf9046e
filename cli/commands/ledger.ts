import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';

export function ledgerCommands(program: Command, ctx: CliContext): void {
  const ledger = program.command('ledger').description('the double-entry ledger (staff)');
  addUrlOption(
    ledger.command('audit').description('recompute every balance from the transfers; exit 1 on any mismatch').option('--json', 'print JSON'),
    ctx,
  ).action(async (flags: { url: string; json?: boolean }) => {
    const portal = composeCli(flags.url, ctx.sessionFile);
    const result = await portal.gateway.ledgerAudit();
    if (!result.ok) return reportFailure(ctx, result.error);
    const report = result.value;
    if (flags.json) printJson(ctx, report);
    else {
      ctx.out(`accounts ${report.accounts}, transfers ${report.transfers}, sum of balances ${report.sumOfBalances}`);
      for (const m of report.mismatches)
        ctx.out(`MISMATCH ${m.code}: stored ${m.stored} held ${m.heldStored}, recomputed ${m.computed} held ${m.heldComputed}`);
      if (report.duplicateKeys > 0) ctx.out(`DUPLICATES ${report.duplicateKeys} idempotency keys or resolutions applied twice`);
      for (const code of report.negativeAccounts) ctx.out(`NEGATIVE ${code}`);
      ctx.out(report.ok ? 'ledger audit: clean' : 'ledger audit: FAILED');
    }
    if (!report.ok) ctx.exitCode = 1;
  });
}
