import type { Command } from 'commander';
import type { AnnouncementView } from '../../core/portal/system/banners';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';
import { addTextsOption, textsOf } from '../texts-option';
import type { Texts } from '../../core/domain/system/content-texts';

interface CreateFlags {
  readonly url: string;
  readonly kind: string;
  readonly to: string;
  readonly title: string;
  readonly content?: string;
  readonly sort?: string;
  readonly from?: string;
  readonly until?: string;
  readonly json?: boolean;
  readonly text?: Texts;
}

const line = (a: AnnouncementView) =>
  [String(a.id).padStart(5), a.kind.padEnd(2), a.execution, a.enabled ? 'on ' : 'off', String(a.sort).padStart(4), a.title].join('  ');

export function announceCommands(program: Command, ctx: CliContext): void {
  const announce = program.command('announce').description('notices, popups and promotion notices for players and visitors (staff)');
  addUrlOption(
    addTextsOption(
      announce
        .command('create')
        .description('publish an announcement')
        .requiredOption('--kind <kind>', 'PL a notice (marquee and notice list), PU a popup, PR a promotion notice')
        .requiredOption('--to <audience>', 'A logged-in players, B visitors, F players in their first session')
        .requiredOption('--title <text>', 'up to 100 characters')
        .option('--content <text>', 'plain text, up to 5000 characters')
        .option('--sort <n>', 'smaller first')
        .option('--from <time>', 'shown from (ISO 8601)')
        .option('--until <time>', 'shown until (ISO 8601)')
        .option('--json', 'print JSON'),
      ['title', 'content'],
    ),
    ctx,
  ).action(async (flags: CreateFlags) => {
    const result = await composeCli(flags.url, ctx.sessionFile).banners.announce({
      kind: flags.kind,
      execution: flags.to,
      title: flags.title,
      ...(flags.content ? { content: flags.content } : {}),
      ...(flags.sort ? { sort: Number(flags.sort) } : {}),
      ...(flags.from ? { startsAt: flags.from } : {}),
      ...(flags.until ? { endsAt: flags.until } : {}),
      ...textsOf(flags),
    });
    if (!result.ok) return reportFailure(ctx, result.error);
    if (flags.json) return printJson(ctx, result.value);
    ctx.out(`announcement ${result.value.id} published`);
  });

  addUrlOption(announce.command('list').description('every announcement, on and off').option('--json', 'print JSON'), ctx).action(
    async (flags: { url: string; json?: boolean }) => {
      const result = await composeCli(flags.url, ctx.sessionFile).banners.announcements();
      if (!result.ok) return reportFailure(ctx, result.error);
      if (flags.json) return printJson(ctx, result.value);
      if (result.value.length === 0) return ctx.out('no announcements');
      for (const a of result.value) ctx.out(line(a));
    },
  );

  addUrlOption(announce.command('disable <id>').description('stop showing an announcement'), ctx).action(async (id: string, flags: { url: string }) => {
    if (!/^[1-9][0-9]{0,8}$/.test(id)) return reportFailure(ctx, { code: 'announcement.not_found', field: 'id' });
    const result = await composeCli(flags.url, ctx.sessionFile).banners.withdrawAnnouncement(Number(id));
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`announcement ${id} disabled`);
  });
}
