import type { Command } from 'commander';
import type { ApplicationView, PromotionView } from '../../core/portal/engagement/types';
import type { CliContext } from '../context';
import { createCommand, idCommand, listCommand, shownBetween } from '../crud-commands';
import { pictureOf } from '../picture-file';

interface CreateFlags {
  readonly title: string;
  readonly kind: string;
  readonly category: string;
  readonly summary?: string;
  readonly content?: string;
  readonly image?: string;
  readonly imageFile?: string;
  readonly badge: string[];
  readonly audience?: string;
  readonly percent?: string;
  readonly cap?: string;
  readonly minDeposit?: string;
  readonly amount?: string;
  readonly turnover?: string;
  readonly sort?: string;
  readonly from?: string;
  readonly until?: string;
}

const collect = (value: string, previous: string[]) => [...previous, value];
const whole = (text: string | undefined) => (text === undefined ? undefined : Number(text));

const promotionLine = (p: PromotionView) =>
  [String(p.id).padStart(5), p.enabled ? 'on ' : 'off', p.kind.padEnd(13), p.category.padEnd(8), p.title, p.badges.length ? `[${p.badges.join(', ')}]` : '']
    .filter(Boolean)
    .join('  ');
const applicationLine = (a: ApplicationView) =>
  [String(a.id).padStart(5), a.username.padEnd(16), a.title, `“${a.comment}”`, `${a.images.length} picture(s)`, a.createdAt].join('  ');

export function promoCommands(program: Command, ctx: CliContext): void {
  const promo = program.command('promo').description('promotions and the applications players send for them (staff)');
  createCommand(promo, ctx, {
    name: 'create',
    description: 'add a promotion; amounts in major units (e.g. 300 or 12.50)',
    options: (command) =>
      command
        .requiredOption('--title <text>', 'up to 100 characters')
        .requiredOption('--kind <kind>', 'deposit_bonus, daily_signin, application or info')
        .option('--category <category>', 'others, sports, live, slots, cards, fish, lotto, rebate, mall, ranking, deposit, app, newbie or gaming', 'others')
        .option('--summary <text>', 'one line under the title (up to 300 characters)')
        .option('--content <markdown>', 'the details page')
        .option('--image <address>', 'the card picture: an https address or a path of the site')
        .option('--image-file <path>', 'or a PNG or JPEG file to upload (at most 5 MB)')
        .option('--badge <badge>', 'newbie, limited, special, daily, high_rebate or vip (repeatable)', collect, [])
        .option('--audience <who>', 'all or newbie (accounts opened in the last 7 days)')
        .option('--percent <n>', 'deposit_bonus: the bonus as a percentage of the deposit')
        .option('--cap <amount>', 'deposit_bonus: the most one bonus pays')
        .option('--min-deposit <amount>', 'deposit_bonus: the smallest deposit that qualifies')
        .option('--amount <amount>', 'daily_signin and application: what one reward pays')
        .option('--turnover <n>', 'valid bet needed before withdrawing, as a multiple of the reward')
        .option('--sort <n>', 'smaller first')
        .option('--from <time>', 'runs from (ISO 8601; now when left out)')
        .option('--until <time>', 'runs until (ISO 8601)'),
    texts: ['title', 'summary', 'content'],
    create: async (cli, flags: CreateFlags, texts) => {
      const numbers = { percent: whole(flags.percent), turnoverMultiple: whole(flags.turnover), sort: whole(flags.sort) };
      const picture = flags.image === undefined && flags.imageFile === undefined ? null : await pictureOf(cli, flags);
      if (picture && !picture.ok) return picture;
      return cli.promotions.create({
        title: flags.title,
        kind: flags.kind,
        category: flags.category,
        badges: flags.badge,
        ...(flags.summary ? { summary: flags.summary } : {}),
        ...(flags.content ? { content: flags.content } : {}),
        ...(picture ? { image: picture.value } : {}),
        ...(flags.audience ? { audience: flags.audience } : {}),
        ...(flags.cap ? { cap: flags.cap } : {}),
        ...(flags.minDeposit ? { minDeposit: flags.minDeposit } : {}),
        ...(flags.amount ? { amount: flags.amount } : {}),
        ...Object.fromEntries(Object.entries(numbers).filter(([, v]) => v !== undefined)),
        ...shownBetween(flags),
        ...texts,
      });
    },
    done: (p) => `promotion ${p.id} created`,
  });
  listCommand(promo, ctx, {
    name: 'list',
    description: 'every promotion, on and off',
    list: (cli) => cli.promotions.list(),
    empty: 'no promotions',
    line: promotionLine,
  });
  idCommand(promo, ctx, {
    name: 'disable',
    description: 'end a promotion now',
    notFound: 'promo.not_found',
    run: (cli, id) => cli.promotions.disable(id),
    done: (id) => `promotion ${id} disabled`,
  });
  listCommand(promo, ctx, {
    name: 'applications',
    description: 'applications waiting for a decision, oldest first',
    list: (cli) => cli.promotions.applications(),
    empty: 'no applications waiting',
    line: applicationLine,
  });
  idCommand(promo, ctx, {
    name: 'approve',
    description: 'approve an application: pays its reward once',
    notFound: 'promo.application_not_found',
    run: (cli, id) => cli.promotions.approve(id),
    done: (id, paid) => `application ${id} approved: ${paid.amount} paid (minor units)`,
  });
  idCommand(promo, ctx, {
    name: 'reject',
    description: 'reject an application; the player is told why',
    options: (command) => command.requiredOption('--reason <text>', 'up to 140 characters'),
    notFound: 'promo.application_not_found',
    run: (cli, id, flags: { reason: string }) => cli.promotions.reject(id, flags.reason),
    done: (id) => `application ${id} rejected`,
  });
}
