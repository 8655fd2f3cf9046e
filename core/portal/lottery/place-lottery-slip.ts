import { checkBet, type StakeLimit } from '../../domain/lottery/bet-check';
import type { LotteryFamily } from '../../domain/lottery/bets';
import { fail, type Result } from '../../domain/kernel/result';
import type { LotteryGateway } from './ports';
import type { LotteryGameView, LotteryLine, PlacedSlipView } from './types';

/**
 * Places a slip on the game's open draw: every line checked by the same rules as the server, then
 * all paid in one transfer. The same `requestId` on a retry places the slip once.
 */
export class PlaceLotterySlip {
  constructor(private readonly gateway: Pick<LotteryGateway, 'placeSlip'>) {}

  execute(game: LotteryGameView, lines: readonly LotteryLine[], requestId: string): Promise<Result<PlacedSlipView>> {
    if (!game.next) return Promise.resolve(fail('lottery.betting_closed', { params: { drawId: '' } }));
    const limits: Record<string, StakeLimit> = Object.fromEntries(game.betKinds.map((k) => [k.kind, { min: k.minStake, max: k.maxStake }]));
    for (const line of lines) {
      const checked = checkBet<LotteryFamily>(game.family, line as Parameters<typeof checkBet<LotteryFamily>>[1], limits as never);
      if (!checked.ok) return Promise.resolve(checked);
    }
    return this.gateway.placeSlip({ gameCode: game.gameCode, drawId: game.next.drawId, bets: lines, requestId });
  }
}
