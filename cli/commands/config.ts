import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';

export function configCommands(program: Command, ctx: CliContext): void {
  const config = program.command('config').description('operator settings, changed at run time (staff)');
  addUrlOption(config.command('get [key]').description('print all settings or one').option('--json', 'print JSON (the default for objects)'), ctx).action(
    async (key: string | undefined, flags: { url: string; json?: boolean }) => {
      const portal = composeCli(flags.url, ctx.sessionFile);
      const result = await portal.gateway.settings();
      if (!result.ok) return reportFailure(ctx, result.error);
      if (key !== undefined && !Object.hasOwn(result.value, key)) return reportFailure(ctx, { code: 'system.unknown_setting', params: { key } });
      const value = key === undefined ? result.value : result.value[key];
      if (!flags.json && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) ctx.out(String(value));
      else printJson(ctx, value);
    },
  );
  addUrlOption(config.command('set <key> <json>').description('replace one setting with a JSON value of the same shape'), ctx).action(
    async (key: string, json: string, flags: { url: string }) => {
      const portal = composeCli(flags.url, ctx.sessionFile);
      const result = await portal.changeSetting.execute(key, json);
      if (!result.ok) return reportFailure(ctx, result.error);
      ctx.out(`${key} updated`);
    },
  );
}
