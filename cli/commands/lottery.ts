import type { Command } from 'commander';
import { composeCli } from '../../composition/cli/portal';
import type { CliContext } from '../context';
import { addUrlOption } from '../options';
import { respond } from '../respond';

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
    respond(ctx, await composeCli(flags.url, ctx.sessionFile).enterLotteryResult.execute(gameCode, drawId, flags.result), flags.json, (draw) => {
      ctx.out(`${draw.gameCode} draw ${draw.drawId}: result entered${draw.settledAt ? `, settled ${draw.settledAt}` : ''}`);
      for (const [tier, numbers] of Object.entries(draw.result)) ctx.out(`  ${tier}: ${numbers.join(' ')}`);
    });
  });
}
