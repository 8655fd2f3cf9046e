import type { Command } from 'commander';
import type { BannerView } from '../../core/portal/system/banners';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';
import { addTextsOption, textsOf } from '../texts-option';
import type { Texts } from '../../core/domain/system/content-texts';
import { pictureOf } from '../picture-file';

interface CreateFlags {
  readonly url: string;
  readonly group: string;
  readonly title: string;
  readonly image?: string;
  readonly imageFile?: string;
  readonly link: string;
  readonly target?: string;
  readonly sort?: string;
  readonly from?: string;
  readonly until?: string;
  readonly json?: boolean;
  readonly text?: Texts;
}

const line = (b: BannerView) =>
  [
    String(b.id).padStart(5),
    b.groupName.padEnd(11),
    b.enabled ? 'on ' : 'off',
    String(b.sort).padStart(4),
    b.linkageType.padEnd(5),
    b.title,
    b.target && `→ ${b.target}`,
  ]
    .filter(Boolean)
    .join('  ');

export function bannerCommands(program: Command, ctx: CliContext): void {
  const banner = program.command('banner').description('banners of the home page, the login, register and forgot-password modals and the side menu (staff)');
  addUrlOption(
    addTextsOption(
      banner
        .command('create')
        .description('add a banner to a group')
        .requiredOption('--group <group>', 'w_home, w_login, w_register, w_forget or w_leftmenu')
        .requiredOption('--title <text>', "up to 100 characters (the picture's alternative text)")
        .option('--image <address>', 'the picture: an https address or a path of the site')
        .option('--image-file <path>', 'or a PNG or JPEG file to upload (at most 5 MB)')
        .option('--link <type>', 'what a click opens: NONE, ROUTE, GAME or URL', 'NONE')
        .option('--target <target>', 'a site path (ROUTE), a game code (GAME) or an https address (URL)')
        .option('--sort <n>', 'smaller first')
        .option('--from <time>', 'shown from (ISO 8601)')
        .option('--until <time>', 'shown until (ISO 8601)')
        .option('--json', 'print JSON'),
      ['title', 'url'],
    ),
    ctx,
  ).action(async (flags: CreateFlags) => {
    const cli = composeCli(flags.url, ctx.sessionFile);
    const picture = await pictureOf(cli, flags);
    if (!picture.ok) return reportFailure(ctx, picture.error);
    const result = await cli.banners.create({
      groupName: flags.group,
      title: flags.title,
      url: picture.value,
      linkageType: flags.link,
      ...(flags.target ? { target: flags.target } : {}),
      ...(flags.sort ? { sort: Number(flags.sort) } : {}),
      ...(flags.from ? { startsAt: flags.from } : {}),
      ...(flags.until ? { endsAt: flags.until } : {}),
      ...textsOf(flags),
    });
    if (!result.ok) return reportFailure(ctx, result.error);
    if (flags.json) return printJson(ctx, result.value);
    ctx.out(`banner ${result.value.id} created`);
  });

  addUrlOption(banner.command('list').description('every banner, on and off').option('--json', 'print JSON'), ctx).action(
    async (flags: { url: string; json?: boolean }) => {
      const result = await composeCli(flags.url, ctx.sessionFile).banners.list();
      if (!result.ok) return reportFailure(ctx, result.error);
      if (flags.json) return printJson(ctx, result.value);
      if (result.value.length === 0) return ctx.out('no banners');
      for (const b of result.value) ctx.out(line(b));
    },
  );

  addUrlOption(banner.command('disable <id>').description('stop showing a banner'), ctx).action(async (id: string, flags: { url: string }) => {
    if (!/^[1-9][0-9]{0,8}$/.test(id)) return reportFailure(ctx, { code: 'banner.not_found', field: 'id' });
    const result = await composeCli(flags.url, ctx.sessionFile).banners.disable(Number(id));
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`banner ${id} disabled`);
  });
}
