import type { Command } from 'commander';
import type { ContractLine, TermsInput } from '../../core/portal/support/agency-desk';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { addUrlOption } from '../options';
import { respond } from '../respond';

export const contractLine = (c: ContractLine): string =>
  [String(c.id).padStart(5), c.kind.padEnd(14), c.state.padEnd(21), `${c.issuer ?? 'platform'} → ${c.holder ?? '?'}`, `up to ${c.topRateBp / 100} %`].join(
    '  ',
  );

/** '100:2:1.5' (valid bet in major units : active members : rate %), with ':loss' before the rate for dividends. */
function parseTier(text: string, dividend: boolean): NonNullable<TermsInput['tiers']>[number] {
  const parts = text.split(':');
  if (dividend && parts.length === 4) return { validBet: parts[0]!, active: parts[1]!, loss: parts[2]!, rate: parts[3]! };
  return { validBet: parts[0] ?? '', active: parts[1] ?? '', rate: parts[2] ?? '' };
}

interface SetTopFlags {
  readonly url: string;
  readonly kind: string;
  readonly period?: string;
  readonly tier?: string[];
  readonly profitRate?: string;
  readonly lossRate?: string;
  readonly minBet?: string;
  readonly json?: boolean;
}

/** `portal contract set-top`: the platform's contract with a top-level agent. */
export function contractCommands(program: Command, ctx: CliContext): void {
  const contract = program.command('contract').description('agent contracts (staff)');
  addUrlOption(
    contract
      .command('set-top <agent>')
      .description("set the platform's contract with a top-level agent; in force at once, replacing its contract of that kind")
      .requiredOption('--kind <kind>', 'dividend, dailySalary, hourlySalary or realtimeSalary')
      .option('--period <period>', 'dividends: daily, weekly, semimonthly or monthly')
      .option(
        '--tier <validBet:active[:loss]:rate>',
        'a tier (repeat for more): valid bet in major units, active members, for dividends the team loss, rate in %',
        (v: string, all: string[] = []) => [...all, v],
      )
      .option('--profit-rate <percent>', 'real-time salary: rate on rounds the player won')
      .option('--loss-rate <percent>', 'real-time salary: rate on rounds the player lost')
      .option('--min-bet <amount>', 'real-time salary: the least stake that counts, in major units')
      .option('--json', 'print JSON'),
    ctx,
  ).action(async (agent: string, flags: SetTopFlags) => {
    const terms: TermsInput = {
      kind: flags.kind,
      ...(flags.period ? { period: flags.period } : {}),
      ...(flags.tier ? { tiers: flags.tier.map((t) => parseTier(t, flags.kind === 'dividend')) } : {}),
      ...(flags.profitRate ? { profitRate: flags.profitRate } : {}),
      ...(flags.lossRate ? { lossRate: flags.lossRate } : {}),
      ...(flags.minBet ? { minBet: flags.minBet } : {}),
    };
    respond(ctx, await composeCli(flags.url, ctx.sessionFile).agency.setTopContract(agent, terms), flags.json, (c) => ctx.out(contractLine(c)));
  });

  addUrlOption(
    contract.command('end <id>').description("end a platform contract, and the agents' contracts resting on it").option('--json', 'print JSON'),
    ctx,
  ).action(async (id: string, flags: { url: string; json?: boolean }) => {
    respond(ctx, await composeCli(flags.url, ctx.sessionFile).agency.endTopContract(Number(id)), flags.json, (c) => ctx.out(contractLine(c)));
  });
}
