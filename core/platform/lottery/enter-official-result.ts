import { fail, ok, type Result } from '../../domain/kernel/result';
import { drawSlot } from '../../domain/lottery/draw-schedule';
import { checkResult } from '../../domain/lottery/result-shape';
import { SHAPES } from '../../domain/lottery/ticket-pricing';
import { gameSchedule } from './current-draw';
import type { LotteryDeps } from './deps';
import type { StoredDraw } from './ports';
import type { Principal } from '../access/authenticate';
import { settleLotteryDraw } from './settle-lottery-draw';

/**
 * Support enters the official result of an official game's draw once its betting has closed:
 * checked against the game's shape, recorded once (a second entry, or one for a draw void for
 * want of its result, is refused), then settled.
 */
export class EnterOfficialResult {
  constructor(private readonly deps: LotteryDeps) {}

  async execute(caller: Principal, gameCode: string, drawId: string, raw: unknown): Promise<Result<StoredDraw>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const { deps } = this;
    const game = await deps.games.find(gameCode);
    if (!game) return fail('lottery.unknown_game', { field: 'gameCode' });
    if (!game.official) return fail('lottery.not_official', { field: 'gameCode' });
    const settings = await deps.settings.load();
    const slot = drawSlot(gameSchedule(game, settings), drawId, settings.timezone);
    if (!slot.ok) return slot;
    const now = deps.clock.now();
    if (now < slot.value.closesAt) return fail('lottery.draw_not_closed', { params: { drawId, closesAt: slot.value.closesAt.toISOString() } });
    const result = checkResult(SHAPES[game.family], raw);
    if (!result.ok) return result;
    const draw = await deps.draws.ensure({ gameCode, ...slot.value, seed: null, seedHash: null });
    if (!(await deps.draws.draw(draw.id, result.value, now, { accountId: caller.account.id }))) {
      const voided = (await deps.draws.find(gameCode, drawId))?.status === 'void';
      return fail(voided ? 'lottery.draw_void' : 'lottery.result_entered', { params: { drawId } });
    }
    await settleLotteryDraw(deps, game, { ...draw, result: result.value, status: 'drawn' });
    return ok((await deps.draws.find(gameCode, drawId))!);
  }
}
