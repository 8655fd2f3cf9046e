import { nextDrawWork } from '../../domain/lottery/draw-schedule';
import { fairResult } from '../../domain/lottery/fair-result';
import { SHAPES } from '../../domain/lottery/ticket-pricing';
import { currentDraw, gameSchedule } from './current-draw';
import type { LotteryDeps } from './deps';
import { settleLotteryDraw } from './settle-lottery-draw';
import { voidOverdueDraws } from './void-overdue-draws';

/**
 * The draw job, run by every server process at each draw time (see nextDueAt): each enabled
 * game's next draw exists with its seed's hash published; house draws whose time has come are
 * drawn from their seed (official ones wait for support's result, and are void when it does not
 * come); drawn draws are settled. Drawing is a conditional update of an open draw and settling
 * takes only open tickets, so processes running it together do each thing once.
 */
export class RunLotteryDraws {
  constructor(private readonly deps: LotteryDeps) {}

  async execute(): Promise<number> {
    const { deps } = this;
    const settings = await deps.settings.load();
    const games = await deps.games.list();
    for (const game of games) {
      const now = deps.clock.now();
      await currentDraw(deps, game, settings, now);
      if (game.official) {
        await voidOverdueDraws(deps, game, settings.lottery);
        continue;
      }
      for (const due of await deps.draws.due(game.gameCode, now)) {
        await deps.draws.draw(due.id, fairResult(deps.crypto.hmacSha256, SHAPES[game.family], due.seed!, due.drawId), now);
      }
    }
    const byCode = new Map(games.map((g) => [g.gameCode, g]));
    let settled = 0;
    for (const draw of await deps.draws.unsettled()) {
      const game = byCode.get(draw.gameCode) ?? (await deps.games.find(draw.gameCode));
      if (game && (await settleLotteryDraw(deps, game, draw))) settled++;
    }
    return settled;
  }

  /** When the job next has work: the soonest draw of an enabled game, or an official draw turning void; null without games. */
  async nextDueAt(): Promise<Date | null> {
    const { deps } = this;
    const settings = await deps.settings.load();
    const voidAfterMs = settings.lottery.officialVoidAfterMinutes * 60_000;
    const games = (await deps.games.list()).map((game) => ({ schedule: gameSchedule(game, settings), voidAfterMs: game.official ? voidAfterMs : null }));
    return nextDrawWork(games, deps.clock.now(), settings.timezone);
  }
}
