import type { Command } from 'commander';
import { composeStatus } from '../../composition/cli/status';
import type { CliContext } from '../context';
import { exitCodeOf } from '../exit-codes';
import { addUrlOption } from '../options';

const duration = (seconds: number) => {
  const s = Math.round(seconds);
  const parts = [
    [Math.floor(s / 86_400), 'd'],
    [Math.floor((s % 86_400) / 3600), 'h'],
    [Math.floor((s % 3600) / 60), 'm'],
    [s % 60, 's'],
  ] as const;
  return parts
    .filter(([n], i) => n > 0 || i === parts.length - 1)
    .map(([n, unit]) => `${n}${unit}`)
    .join(' ');
};

/** `portal status`: exit 0 when the deployment is ready, 1 when it answers but is not, 6 when it does not answer. */
export function statusCommand(program: Command, ctx: CliContext): void {
  addUrlOption(
    program
      .command('status')
      .description('health of a running deployment: live, ready, version, database, uptime, scheduler lag')
      .option('--json', 'print the status as JSON'),
    ctx,
  ).action(async (flags: { url: string; json?: boolean }) => {
    const status = await composeStatus(flags.url).execute();
    if (flags.json) ctx.out(JSON.stringify(status));
    else if (!status.live) ctx.out(`live       no (${status.problem})`);
    else {
      ctx.out('live       yes');
      ctx.out(`ready      ${status.ready ? 'yes' : `no (${status.problem})`}`);
      ctx.out(`version    ${status.version}`);
      ctx.out(`database   ${status.database}`);
      ctx.out(`uptime     ${duration(status.uptimeSeconds)}`);
      ctx.out(`scheduler  ${status.schedulerLagSeconds.toFixed(1)} s behind`);
    }
    ctx.exitCode = status.ready ? 0 : status.live ? 1 : exitCodeOf(status.problem);
  });
}
