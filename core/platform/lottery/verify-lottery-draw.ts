import { fail, ok, type Result } from '../../domain/kernel/result';
import { fairResult } from '../../domain/lottery/fair-result';
import type { TieredResult } from '../../domain/lottery/result-shape';
import { SHAPES } from '../../domain/lottery/ticket-pricing';
import type { LotteryDeps } from './deps';

export interface DrawVerification {
  readonly gameCode: string;
  readonly drawId: string;
  readonly seed: string;
  readonly seedHash: string;
  readonly published: TieredResult<string>;
  readonly recomputed: TieredResult<string>;
  /** The revealed seed hashes to the published hash and gives the published result. */
  readonly matches: boolean;
}

/** The verify view of a drawn house draw: its result recomputed from the revealed seed. */
export class VerifyLotteryDraw {
  constructor(private readonly deps: Pick<LotteryDeps, 'games' | 'draws' | 'crypto'>) {}

  async execute(gameCode: string, drawId: string): Promise<Result<DrawVerification>> {
    const game = await this.deps.games.find(gameCode);
    if (!game) return fail('lottery.unknown_game', { field: 'gameCode' });
    const draw = await this.deps.draws.find(gameCode, drawId);
    if (!draw) return fail('lottery.unknown_draw', { field: 'drawId' });
    if (draw.result === null) return fail('lottery.not_drawn', { params: { drawId } });
    if (draw.seed === null || draw.seedHash === null) return fail('lottery.official_result', { params: { drawId } });
    const recomputed = fairResult(this.deps.crypto.hmacSha256, SHAPES[game.family], draw.seed, drawId);
    const sameNumbers = Object.keys(recomputed).every((tier) => JSON.stringify(recomputed[tier]) === JSON.stringify(draw.result![tier]));
    const matches = sameNumbers && this.deps.crypto.sha256Hex(draw.seed) === draw.seedHash;
    return ok({ gameCode, drawId, seed: draw.seed, seedHash: draw.seedHash, published: draw.result, recomputed, matches });
  }
}
