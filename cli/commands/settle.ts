import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';

const CADENCE_OF_KIND: Readonly<Record<string, string>> = { realtimeSalary: 'fiveMinutes', hourlySalary: 'hourly', dailySalary: 'daily' };

interface RunFlags {
  readonly url: string;
  readonly kind: string;
  readonly every?: string;
  readonly period?: string;
  readonly dryRun?: boolean;
  readonly json?: boolean;
}

/** `portal settle run`: settle or preview one period of one kind. */
export function settleCommands(program: Command, ctx: CliContext): void {
  const settle = program.command('settle').description('agent settlements (staff)');
  addUrlOption(
    settle
      .command('run')
      .description('settle (or preview) one period; a period already settled pays nothing more')
      .requiredOption('--kind <kind>', 'realtimeSalary, hourlySalary, dailySalary or dividend')
      .option('--every <period>', 'dividends: daily, weekly, semimonthly or monthly')
      .option('--period <when>', 'a date (YYYY-MM-DD) or ISO instant inside the period; default: the last closed one')
      .option('--dry-run', 'show the figures and amounts without paying')
      .option('--json', 'print JSON'),
    ctx,
  ).action(async (flags: RunFlags) => {
    const cadence = flags.kind === 'dividend' ? flags.every : CADENCE_OF_KIND[flags.kind];
    if (!cadence) return reportFailure(ctx, { code: flags.kind === 'dividend' ? 'agency.invalid_period' : 'agency.invalid_kind' });
    const at = flags.period && /^\d{4}-\d{2}-\d{2}$/.test(flags.period) ? `${flags.period}T12:00:00.000Z` : flags.period;
    const result = await composeCli(flags.url, ctx.sessionFile).agency.settle({
      cadence,
      kind: flags.kind,
      dryRun: flags.dryRun === true,
      ...(at ? { at } : {}),
    });
    if (!result.ok) return reportFailure(ctx, result.error);
    const run = result.value;
    if (flags.json) return printJson(ctx, run);
    ctx.out(`${flags.kind} ${run.periodKey} (${run.from} – ${run.to})${flags.dryRun ? ' preview' : ''}`);
    if (run.lines.length === 0) return ctx.out('no contracts in force');
    run.lines.forEach((l, i) => {
      const figures = Object.entries(l.figures)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
      ctx.out(
        `[${i + 1}/${run.lines.length}] contract ${l.contractId}: holder ${l.holderId} ← ${l.issuerId ?? 'platform'}  ${figures}  tier ${l.tier + 1} at ${l.rateBp / 100} % of ${l.base} = ${l.amount}  ${l.status}`,
      );
    });
  });
}
