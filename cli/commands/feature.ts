import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption } from '../options';

export function featureCommands(program: Command, ctx: CliContext): void {
  const feature = program.command('feature').description('white-label feature switches (staff)');
  addUrlOption(feature.command('list').description('every module: id, name, on or off, children indented'), ctx).action(async (flags: { url: string }) => {
    const portal = composeCli(flags.url, ctx.sessionFile);
    const result = await portal.features.list.execute();
    if (!result.ok) return reportFailure(ctx, result.error);
    const ids = result.value.map((line) => '  '.repeat(line.level) + line.modId);
    const idWidth = Math.max(0, ...ids.map((id) => id.length));
    const nameWidth = Math.max(0, ...result.value.map((line) => line.name.length));
    result.value.forEach((line, i) => ctx.out(`${ids[i]!.padEnd(idWidth)}  ${line.name.padEnd(nameWidth)}  ${line.enabled ? 'on' : 'off'}`));
  });
  for (const state of ['on', 'off'] as const) {
    addUrlOption(feature.command(`${state} <modId>`).description(`switch one module ${state}`), ctx).action(async (modId: string, flags: { url: string }) => {
      const portal = composeCli(flags.url, ctx.sessionFile);
      const result = await portal.features.switch.execute(modId, state === 'on');
      if (!result.ok) return reportFailure(ctx, result.error);
      ctx.out(`${modId} ${state}`);
    });
  }
}
