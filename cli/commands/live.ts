import type { Command } from 'commander';
import type { LiveHostView } from '../../core/portal/engagement/live-hosts';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption } from '../options';
import { idCommand, listCommand } from '../crud-commands';

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

  listCommand(host, ctx, {
    name: 'list',
    description: 'every host, the newest first',
    list: (cli) => cli.liveHosts.list(),
    empty: 'no live hosts',
    line: hostLine,
  });
  idCommand(host, ctx, {
    name: 'disable',
    description: 'take a host off the list; their chat rooms close',
    notFound: 'live.host_not_found',
    run: (cli, id) => cli.liveHosts.disable(id),
    done: (id) => `live host ${id} disabled`,
  });
}
