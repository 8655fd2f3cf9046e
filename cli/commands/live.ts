import type { Command } from 'commander';
import type { LiveHostView } from '../../core/portal/engagement/live-hosts';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';

const ID = /^[1-9][0-9]{0,8}$/;

const hostLine = (h: LiveHostView) => [String(h.id).padStart(5), h.enabled ? 'on ' : 'off', h.name, h.schedule, h.streamUrl].join('  ');

export function liveCommands(program: Command, ctx: CliContext): void {
  const host = program.command('live').description('live hosts players watch and chat with (staff)').command('host').description('the hosts of CBS_modelList');

  addUrlOption(
    host
      .command('add <name>')
      .description('add a host, shown to players at once')
      .requiredOption('--picture <url>', 'picture: a site path (/…) or an https address')
      .requiredOption('--stream <url>', 'stream: an https address')
      .option('--schedule <text>', 'when the host is on, e.g. "Mon–Fri 20:00–23:00"', ''),
    ctx,
  ).action(async (name: string, flags: { url: string; picture: string; stream: string; schedule: string }) => {
    const result = await composeCli(flags.url, ctx.sessionFile).liveHosts.add({
      name,
      pictureUrl: flags.picture,
      streamUrl: flags.stream,
      schedule: flags.schedule,
    });
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`live host ${result.value.id} added: ${result.value.name}`);
  });

  addUrlOption(host.command('list').description('every host, the newest first').option('--json', 'print JSON'), ctx).action(
    async (flags: { url: string; json?: boolean }) => {
      const result = await composeCli(flags.url, ctx.sessionFile).liveHosts.list();
      if (!result.ok) return reportFailure(ctx, result.error);
      if (flags.json) return printJson(ctx, result.value);
      if (result.value.length === 0) return ctx.out('no live hosts');
      for (const h of result.value) ctx.out(hostLine(h));
    },
  );

  addUrlOption(host.command('disable <id>').description('take a host off the list; their chat rooms close'), ctx).action(
    async (id: string, flags: { url: string }) => {
      if (!ID.test(id)) return reportFailure(ctx, { code: 'live.host_not_found', field: 'id' });
      const result = await composeCli(flags.url, ctx.sessionFile).liveHosts.disable(Number(id));
      if (!result.ok) return reportFailure(ctx, result.error);
      ctx.out(`live host ${id} disabled`);
    },
  );
}
