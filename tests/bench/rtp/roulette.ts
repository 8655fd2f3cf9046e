import { MULTIPLIER_SCALE } from '../../../core/domain/play/engine';
import { roulette } from '../../../core/domain/play/roulette';
import { BET_KINDS, ROULETTE_RTP, SPOTS } from '../../../core/domain/play/roulette-table';
import type { RtpGame } from './rtp-game';

const SPOTS_OF = BET_KINDS.map((kind) => [kind, SPOTS.filter((s) => s.kind === kind).map((s) => s.name)] as const);

/** One spin; each bet kind stakes one chip on a spot of its kind chosen by the floats after the pocket's. */
export const rouletteRtp: RtpGame = {
  name: 'roulette',
  theory: ROULETTE_RTP,
  round(draw) {
    const pocketFloat = draw();
    const spin = () => pocketFloat;
    return Object.fromEntries(
      SPOTS_OF.map(([kind, spots]) => {
        const spot = spots[Math.floor(draw() * spots.length)]!;
        return [kind, roulette.play({ chips: [{ spot, amount: '1' }] }, spin).multiplier / MULTIPLIER_SCALE];
      }),
    );
  },
};
