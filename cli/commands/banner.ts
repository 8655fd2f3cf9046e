import type { Command } from 'commander';
import type { BannerView } from '../../core/portal/system/banners';
import type { CliContext } from '../context';
import { createCommand, idCommand, listCommand, shownBetween } from '../crud-commands';
import { pictureOf } from '../picture-file';

interface CreateFlags {
  readonly group: string;
  readonly title: string;
  readonly image?: string;
  readonly imageFile?: string;
  readonly link: string;
  readonly target?: string;
  readonly sort?: string;
  readonly from?: string;
  readonly until?: string;
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
  createCommand(banner, ctx, {
    name: 'create',
    description: 'add a banner to a group',
    options: (command) =>
      command
        .requiredOption('--group <group>', 'w_home, w_login, w_register, w_forget or w_leftmenu')
        .requiredOption('--title <text>', "up to 100 characters (the picture's alternative text)")
        .option('--image <address>', 'the picture: an https address or a path of the site')
        .option('--image-file <path>', 'or a PNG or JPEG file to upload (at most 5 MB)')
        .option('--link <type>', 'what a click opens: NONE, ROUTE, GAME or URL', 'NONE')
        .option('--target <target>', 'a site path (ROUTE), a game code (GAME) or an https address (URL)')
        .option('--sort <n>', 'smaller first')
        .option('--from <time>', 'shown from (ISO 8601)')
        .option('--until <time>', 'shown until (ISO 8601)'),
    texts: ['title', 'url'],
    create: async (cli, flags: CreateFlags, texts) => {
      const picture = await pictureOf(cli, flags);
      if (!picture.ok) return picture;
      return cli.banners.create({
        groupName: flags.group,
        title: flags.title,
        url: picture.value,
        linkageType: flags.link,
        ...(flags.target ? { target: flags.target } : {}),
        ...(flags.sort ? { sort: Number(flags.sort) } : {}),
        ...shownBetween(flags),
        ...texts,
      });
    },
    done: (b) => `banner ${b.id} created`,
  });
  listCommand(banner, ctx, { name: 'list', description: 'every banner, on and off', list: (cli) => cli.banners.list(), empty: 'no banners', line });
  idCommand(banner, ctx, {
    name: 'disable',
    description: 'stop showing a banner',
    notFound: 'banner.not_found',
    run: (cli, id) => cli.banners.disable(id),
    done: (id) => `banner ${id} disabled`,
  });
}
