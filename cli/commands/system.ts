import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption } from '../options';

const onOff = (value: string): boolean | null => (value === 'on' ? true : value === 'off' ? false : null);

export function systemCommands(program: Command, ctx: CliContext): void {
  const system = program.command('system').description('site state: maintenance page and region block (staff)');
  addUrlOption(
    system.command('maintenance <on|off>').description('show or hide the maintenance page for everyone').option('--message <text>', 'message on the page'),
    ctx,
  ).action(async (state: string, flags: { url: string; message?: string }) => {
    const enabled = onOff(state);
    if (enabled === null) return reportFailure(ctx, { code: 'validation.invalid_value', field: 'state' });
    const portal = composeCli(flags.url, ctx.sessionFile);
    const result = await portal.setMaintenance.execute(enabled, flags.message);
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`maintenance ${state}`);
  });
  addUrlOption(
    system
      .command('region <on|off>')
      .description('block visitors from the listed networks')
      .option('--cidr <cidr...>', 'networks to block, e.g. 203.0.113.0/24')
      .option('--message <text>', 'message on the block page'),
    ctx,
  ).action(async (state: string, flags: { url: string; cidr?: string[]; message?: string }) => {
    const enabled = onOff(state);
    if (enabled === null) return reportFailure(ctx, { code: 'validation.invalid_value', field: 'state' });
    const portal = composeCli(flags.url, ctx.sessionFile);
    const result = await portal.setRegionBlock.execute(enabled, flags.cidr, flags.message);
    if (!result.ok) return reportFailure(ctx, result.error);
    const { cidrs } = result.value;
    ctx.out(`region block ${state}${cidrs.length ? ` for ${cidrs.join(', ')}` : ''}`);
  });
}
