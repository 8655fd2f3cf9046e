import type { Command } from 'commander';
import { fail } from '../../core/domain/kernel/result';
import type { GoodsView, RedemptionView } from '../../core/portal/engagement/mall';
import type { CliContext } from '../context';
import { createCommand, idCommand, listCommand } from '../crud-commands';

const goodsLine = (g: GoodsView) =>
  [String(g.id).padStart(5), g.enabled ? 'on ' : 'off', g.kind.padEnd(4), `${g.points} pts`.padStart(10), `value ${g.value}`, `stock ${g.stock}`, g.name].join(
    '  ',
  );
const redemptionLine = (r: RedemptionView) =>
  [String(r.id).padStart(5), r.account.padEnd(16), `${r.quantity} × ${r.name}`, `${r.points} pts`, r.kind, r.createdAt].join('  ');

interface AddFlags {
  readonly name: string;
  readonly kind: string;
  readonly points: string;
  readonly stock: string;
  readonly value?: string;
  readonly image?: string;
}

export function mallCommands(program: Command, ctx: CliContext): void {
  const mall = program.command('mall').description('points mall goods and redemptions (staff)');
  createCommand(mall, ctx, {
    name: 'add',
    description: 'offer goods for points',
    options: (command) =>
      command
        .requiredOption('--name <text>', 'up to 100 characters')
        .requiredOption('--kind <kind>', 'cash (credits its value on approval) or item (delivered by support)')
        .requiredOption('--points <n>', 'points for one')
        .requiredOption('--stock <n>', 'how many there are')
        .option('--value <amount>', 'cash goods: what one credits (major units)')
        .option('--image <address>', 'an https address or a path of the site'),
    texts: ['name'],
    create: async (cli, flags: AddFlags, texts) => {
      if (!/^[0-9]{1,10}$/.test(flags.stock)) return fail('mall.invalid_stock', { field: 'stock' });
      return cli.mall.add({
        name: flags.name,
        kind: flags.kind,
        points: flags.points,
        stock: Number(flags.stock),
        ...(flags.value ? { value: flags.value } : {}),
        ...(flags.image ? { image: flags.image } : {}),
        ...texts,
      });
    },
    done: (g) => `goods ${g.id} added`,
  });
  listCommand(mall, ctx, { name: 'goods', description: 'every goods, on and off', list: (cli) => cli.mall.goods(), empty: 'no goods', line: goodsLine });
  idCommand(mall, ctx, {
    name: 'disable',
    description: 'stop offering goods',
    notFound: 'mall.goods_not_found',
    run: (cli, id) => cli.mall.disable(id),
    done: (id) => `goods ${id} disabled`,
  });
  listCommand(mall, ctx, {
    name: 'redemptions',
    description: 'redemptions waiting for a decision, oldest first',
    list: (cli) => cli.mall.redemptions(),
    empty: 'no redemptions waiting',
    line: redemptionLine,
  });
  idCommand(mall, ctx, {
    name: 'approve',
    description: 'approve a redemption (cash goods are credited once)',
    notFound: 'mall.redemption_not_found',
    run: (cli, id) => cli.mall.approve(id),
    done: (id) => `redemption ${id} approved`,
  });
  idCommand(mall, ctx, {
    name: 'reject',
    description: 'reject a redemption: points and stock go back',
    options: (command) => command.requiredOption('--reason <text>', 'up to 140 characters'),
    notFound: 'mall.redemption_not_found',
    run: (cli, id, flags: { reason: string }) => cli.mall.reject(id, flags.reason),
    done: (id) => `redemption ${id} rejected`,
  });
}
