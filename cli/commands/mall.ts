import type { Command } from 'commander';
import type { GoodsView, RedemptionView } from '../../core/portal/engagement/mall';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';
import { addTextsOption, textsOf } from '../texts-option';
import type { Texts } from '../../core/domain/system/content-texts';

const ID = /^[1-9][0-9]{0,8}$/;
const goodsLine = (g: GoodsView) =>
  [String(g.id).padStart(5), g.enabled ? 'on ' : 'off', g.kind.padEnd(4), `${g.points} pts`.padStart(10), `value ${g.value}`, `stock ${g.stock}`, g.name].join(
    '  ',
  );
const redemptionLine = (r: RedemptionView) =>
  [String(r.id).padStart(5), r.account.padEnd(16), `${r.quantity} × ${r.name}`, `${r.points} pts`, r.kind, r.createdAt].join('  ');

interface AddFlags {
  readonly url: string;
  readonly name: string;
  readonly kind: string;
  readonly points: string;
  readonly stock: string;
  readonly value?: string;
  readonly image?: string;
  readonly json?: boolean;
  readonly text?: Texts;
}

export function mallCommands(program: Command, ctx: CliContext): void {
  const mall = program.command('mall').description('points mall goods and redemptions (staff)');
  addUrlOption(
    addTextsOption(
      mall
        .command('add')
        .description('offer goods for points')
        .requiredOption('--name <text>', 'up to 100 characters')
        .requiredOption('--kind <kind>', 'cash (credits its value on approval) or item (delivered by support)')
        .requiredOption('--points <n>', 'points for one')
        .requiredOption('--stock <n>', 'how many there are')
        .option('--value <amount>', 'cash goods: what one credits (major units)')
        .option('--image <address>', 'an https address or a path of the site')
        .option('--json', 'print JSON'),
      ['name'],
    ),
    ctx,
  ).action(async (flags: AddFlags) => {
    if (!/^[0-9]{1,10}$/.test(flags.stock)) return reportFailure(ctx, { code: 'mall.invalid_stock', field: 'stock' });
    const result = await composeCli(flags.url, ctx.sessionFile).mall.add({
      name: flags.name,
      kind: flags.kind,
      points: flags.points,
      stock: Number(flags.stock),
      ...(flags.value ? { value: flags.value } : {}),
      ...(flags.image ? { image: flags.image } : {}),
      ...textsOf(flags),
    });
    if (!result.ok) return reportFailure(ctx, result.error);
    if (flags.json) return printJson(ctx, result.value);
    ctx.out(`goods ${result.value.id} added`);
  });

  addUrlOption(mall.command('goods').description('every goods, on and off').option('--json', 'print JSON'), ctx).action(
    async (flags: { url: string; json?: boolean }) => {
      const result = await composeCli(flags.url, ctx.sessionFile).mall.goods();
      if (!result.ok) return reportFailure(ctx, result.error);
      if (flags.json) return printJson(ctx, result.value);
      if (result.value.length === 0) return ctx.out('no goods');
      for (const g of result.value) ctx.out(goodsLine(g));
    },
  );

  addUrlOption(mall.command('disable <id>').description('stop offering goods'), ctx).action(async (id: string, flags: { url: string }) => {
    if (!ID.test(id)) return reportFailure(ctx, { code: 'mall.goods_not_found', field: 'id' });
    const result = await composeCli(flags.url, ctx.sessionFile).mall.disable(Number(id));
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`goods ${id} disabled`);
  });

  addUrlOption(mall.command('redemptions').description('redemptions waiting for a decision, oldest first').option('--json', 'print JSON'), ctx).action(
    async (flags: { url: string; json?: boolean }) => {
      const result = await composeCli(flags.url, ctx.sessionFile).mall.redemptions();
      if (!result.ok) return reportFailure(ctx, result.error);
      if (flags.json) return printJson(ctx, result.value);
      if (result.value.length === 0) return ctx.out('no redemptions waiting');
      for (const r of result.value) ctx.out(redemptionLine(r));
    },
  );

  addUrlOption(mall.command('approve <id>').description('approve a redemption (cash goods are credited once)'), ctx).action(
    async (id: string, flags: { url: string }) => {
      if (!ID.test(id)) return reportFailure(ctx, { code: 'mall.redemption_not_found', field: 'id' });
      const result = await composeCli(flags.url, ctx.sessionFile).mall.approve(Number(id));
      if (!result.ok) return reportFailure(ctx, result.error);
      ctx.out(`redemption ${id} approved`);
    },
  );

  addUrlOption(
    mall.command('reject <id>').description('reject a redemption: points and stock go back').requiredOption('--reason <text>', 'up to 140 characters'),
    ctx,
  ).action(async (id: string, flags: { url: string; reason: string }) => {
    if (!ID.test(id)) return reportFailure(ctx, { code: 'mall.redemption_not_found', field: 'id' });
    const result = await composeCli(flags.url, ctx.sessionFile).mall.reject(Number(id), flags.reason);
    if (!result.ok) return reportFailure(ctx, result.error);
    ctx.out(`redemption ${id} rejected`);
  });
}
