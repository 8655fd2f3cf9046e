import type { Command } from 'commander';
import type { AnnouncementView } from '../../core/portal/system/banners';
import type { CliContext } from '../context';
import { createCommand, idCommand, listCommand, shownBetween } from '../crud-commands';

interface CreateFlags {
  readonly kind: string;
  readonly to: string;
  readonly title: string;
  readonly content?: string;
  readonly sort?: string;
  readonly from?: string;
  readonly until?: string;
}

const line = (a: AnnouncementView) =>
  [String(a.id).padStart(5), a.kind.padEnd(2), a.execution, a.enabled ? 'on ' : 'off', String(a.sort).padStart(4), a.title].join('  ');

export function announceCommands(program: Command, ctx: CliContext): void {
  const announce = program.command('announce').description('notices, popups and promotion notices for players and visitors (staff)');
  createCommand(announce, ctx, {
    name: 'create',
    description: 'publish an announcement',
    options: (command) =>
      command
        .requiredOption('--kind <kind>', 'PL a notice (marquee and notice list), PU a popup, PR a promotion notice')
        .requiredOption('--to <audience>', 'A logged-in players, B visitors, F players in their first session')
        .requiredOption('--title <text>', 'up to 100 characters')
        .option('--content <text>', 'plain text, up to 5000 characters')
        .option('--sort <n>', 'smaller first')
        .option('--from <time>', 'shown from (ISO 8601)')
        .option('--until <time>', 'shown until (ISO 8601)'),
    texts: ['title', 'content'],
    create: (cli, flags: CreateFlags, texts) =>
      cli.banners.announce({
        kind: flags.kind,
        execution: flags.to,
        title: flags.title,
        ...(flags.content ? { content: flags.content } : {}),
        ...(flags.sort ? { sort: Number(flags.sort) } : {}),
        ...shownBetween(flags),
        ...texts,
      }),
    done: (a) => `announcement ${a.id} published`,
  });
  listCommand(announce, ctx, {
    name: 'list',
    description: 'every announcement, on and off',
    list: (cli) => cli.banners.announcements(),
    empty: 'no announcements',
    line,
  });
  idCommand(announce, ctx, {
    name: 'disable',
    description: 'stop showing an announcement',
    notFound: 'announcement.not_found',
    run: (cli, id) => cli.banners.withdrawAnnouncement(id),
    done: (id) => `announcement ${id} disabled`,
  });
}
