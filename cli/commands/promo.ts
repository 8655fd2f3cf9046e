import type { Command } from 'commander';
import type { ApplicationView, PromotionView } from '../../core/portal/engagement/types';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';
import { addTextsOption, textsOf } from '../texts-option';
import type { Texts } from '../../core/domain/system/content-texts';
import { pictureOf } from '../picture-file';

interface CreateFlags {
  readonly url: string;
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
  readonly json?: boolean;
  readonly text?: Texts;
}

const ID = /^[1-9][0-9]{0,8}$/;
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
  addUrlOption(
    addTextsOption(
      promo
        .command('create')
        .description('add a promotion; amounts in major units (e.g. 300 or 12.50)')
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
        .option('--until <time>', 'runs until (ISO 8601)')
        .option('--json', 'print JSON'),
      ['title', 'summary', 'content'],
    ),
    ctx,
  ).action(async (flags: CreateFlags) => {
    const numbers = { percent: whole(flags.percent), turnoverMultiple: whole(flags.turnover), sort: whole(flags.sort) };
    const cli = composeCli(flags.url, ctx.sessionFile);
    const picture = flags.image === undefined && flags.imageFile === undefined ? null : await pictureOf(cli, flags);
    if (picture && !picture.ok) return reportFailure(ctx, picture.error);
    const result = await cli.promotions.create({
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
      ...(flags.from ? { startsAt: flags.from } : {}),
      ...(flags.until ? { endsAt: flags.until } : {}),
      ...textsOf(flags),
    });
    if (!result.ok) return reportFailure(ctx, result.error);
    if (flags.json) return printJson(ctx, result.value);
    ctx.out(`promotion ${result.value.id} created`);
  });

  addUrlOption(promo.command('list').description('every promotion, on and off').option('--json', 'print JSON'), ctx).action(
    async (flags: { url: string; json?: boolean }) => {
      const result = await composeCli(flags.url, ctx.sessionFile).promotions.list();
      if (!result.ok) return reportFailure(ctx, result.error);
      if (flags.json) return printJson(ctx, result.value);
      if (result.value.length === 0) return ctx.out('no promotions');
      for (const p of result.value) ctx.out(promotionLine(p));
    },
  );

  addUrlOption(promo.command('disable <id>').description('end a promotion now'), ctx).action(async (id: string, flags: { url: string }) => {
    if (!ID.test(id)) return reportFailure(ctx, { code: 'promo.not_found', field: 'id' });
    const result = await composeCli(flags.url, ctx.sessionFile).promotions.disable(Number(id));
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`promotion ${id} disabled`);
  });

  addUrlOption(promo.command('applications').description('applications waiting for a decision, oldest first').option('--json', 'print JSON'), ctx).action(
    async (flags: { url: string; json?: boolean }) => {
      const result = await composeCli(flags.url, ctx.sessionFile).promotions.applications();
      if (!result.ok) return reportFailure(ctx, result.error);
      if (flags.json) return printJson(ctx, result.value);
      if (result.value.length === 0) return ctx.out('no applications waiting');
      for (const a of result.value) ctx.out(applicationLine(a));
    },
  );

  addUrlOption(promo.command('approve <id>').description('approve an application: pays its reward once'), ctx).action(
    async (id: string, flags: { url: string }) => {
      if (!ID.test(id)) return reportFailure(ctx, { code: 'promo.application_not_found', field: 'id' });
      const result = await composeCli(flags.url, ctx.sessionFile).promotions.approve(Number(id));
      if (!result.ok) return reportFailure(ctx, result.error);
      ctx.out(`application ${id} approved: ${result.value.amount} paid (minor units)`);
    },
  );

  addUrlOption(
    promo.command('reject <id>').description('reject an application; the player is told why').requiredOption('--reason <text>', 'up to 140 characters'),
    ctx,
  ).action(async (id: string, flags: { url: string; reason: string }) => {
    if (!ID.test(id)) return reportFailure(ctx, { code: 'promo.application_not_found', field: 'id' });
    const result = await composeCli(flags.url, ctx.sessionFile).promotions.reject(Number(id), flags.reason);
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`application ${id} rejected`);
  });
}
