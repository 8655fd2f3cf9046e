import { InvalidArgumentError, type Command } from 'commander';
import type { GameCard } from '../../core/portal/catalog/types';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption } from '../options';
import { respond } from '../respond';

const line = (g: GameCard) =>
  [
    String(g.nodeId).padStart(6),
    g.vassalage.padEnd(10),
    g.gameType.padEnd(7),
    (g.gameClassify ?? '-').padEnd(3),
    g.maintenance ? 'maint.' : '      ',
    g.name,
  ].join('  ');

const positive = (value: string) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('a whole number from 1');
  return n;
};

interface ListFlags {
  url: string;
  type?: string;
  vendor?: string;
  classify?: string;
  page: number;
  size: number;
  lang: string;
  json?: boolean;
}

function listOptions(command: Command, ctx: CliContext): Command {
  return addUrlOption(
    command
      .option('--type <gameType>', 'RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, LOTT or ELOTT')
      .option('--vendor <code>', 'one vendor, e.g. PG')
      .option('--classify <code>', 'RNG sub-category: SC, VP, JP, TG, AC')
      .option('--page <n>', 'page number', positive, 1)
      .option('--size <n>', 'games per page', positive, 24)
      .option('--lang <code>', 'language of the names', 'EN')
      .option('--json', 'print JSON'),
    ctx,
  );
}

/** `portal games list|search|hot` for anyone, `portal games maintenance` for staff. */
export function gamesCommands(program: Command, ctx: CliContext): void {
  const games = program.command('games').description('the game catalogue');

  const list = async (flags: ListFlags, gameName?: string) => {
    const query = {
      ...(flags.type ? { gameType: flags.type.toUpperCase() } : {}),
      ...(flags.vendor ? { vassalage: flags.vendor.toUpperCase() } : {}),
      ...(flags.classify ? { gameClassify: flags.classify.toUpperCase() } : {}),
      ...(gameName ? { gameName } : {}),
    };
    const result = await composeCli(flags.url, ctx.sessionFile).games.list.execute({
      ...query,
      language: flags.lang.toUpperCase(),
      pageNo: flags.page,
      pageSize: flags.size,
    });
    respond(ctx, result, flags.json, (page) => {
      for (const g of page.games) ctx.out(line(g));
      ctx.out(`page ${page.pageNo} of ${page.totalPages} (${page.total} games)`);
    });
  };

  listOptions(games.command('list').description('list games, filtered and paged'), ctx).action((flags: ListFlags) => list(flags));
  listOptions(games.command('search <name>').description('find games by part of their name (any language)'), ctx).action((name: string, flags: ListFlags) =>
    list(flags, name),
  );

  addUrlOption(
    games
      .command('hot')
      .description('the hot list')
      .option('--vendor <code>', 'one vendor')
      .option('--lang <code>', 'language of the names', 'EN')
      .option('--json', 'print JSON'),
    ctx,
  ).action(async (flags: { url: string; vendor?: string; lang: string; json?: boolean }) => {
    respond(ctx, await composeCli(flags.url, ctx.sessionFile).games.hot.execute(flags.lang.toUpperCase(), flags.vendor?.toUpperCase()), flags.json, (hot) => {
      for (const g of hot) ctx.out(line(g));
    });
  });

  addUrlOption(games.command('maintenance <vendor> <state>').description('put a vendor under maintenance (on) or back (off); staff only'), ctx).action(
    async (vendor: string, state: string, flags: { url: string }) => {
      if (state !== 'on' && state !== 'off') {
        ctx.err('error: state must be on or off');
        ctx.exitCode = 1;
        return;
      }
      const result = await composeCli(flags.url, ctx.sessionFile).games.maintenance.execute(vendor, state === 'on');
      if (!result.ok) return reportFailure(ctx, result.error);
      ctx.out(`vendor ${result.value.vassalage} ${result.value.maintenance ? 'is under maintenance' : 'is back in service'}`);
    },
  );
}
