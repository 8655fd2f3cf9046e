import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { reportFailure } from '../exit-codes';
import { addUrlOption, printJson } from '../options';

/** `portal lottery result`: support enters an official draw's result, once; the draw is then settled. */
export function lotteryCommands(program: Command, ctx: CliContext): void {
  const lottery = program.command('lottery').description('the house lottery (staff)');
  addUrlOption(
    lottery
      .command('result <gameCode> <drawId>')
      .description("enter an official game's result for a draw whose betting has closed, then settle it")
      .requiredOption('--result <json>', 'the numbers by prize tier, e.g. \'{"special":["12345"],"first":["54321"],…}\'')
      .option('--json', 'print JSON'),
    ctx,
  ).action(async (gameCode: string, drawId: string, flags: { url: string; result: string; json?: boolean }) => {
    const entered = await composeCli(flags.url, ctx.sessionFile).enterLotteryResult.execute(gameCode, drawId, flags.result);
    if (!entered.ok) return reportFailure(ctx, entered.error);
    if (flags.json) return printJson(ctx, entered.value);
    ctx.out(`${entered.value.gameCode} draw ${entered.value.drawId}: result entered${entered.value.settledAt ? `, settled ${entered.value.settledAt}` : ''}`);
    for (const [tier, numbers] of Object.entries(entered.value.result)) ctx.out(`  ${tier}: ${numbers.join(' ')}`);
  });
}
