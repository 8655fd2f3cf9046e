import { ANDAR_BAHAR_RTP, ANDAR_BAHAR_SPOTS, dealAndarBahar, spotReturn } from '../../../core/domain/play/andar-bahar-rules';
import { MULTIPLIER_SCALE } from '../../../core/domain/play/engine';
import type { RtpGame } from './rtp-game';

/** Andar Bahar: every spot's return on one deal. */
export const andarBaharRtp: RtpGame = {
  name: 'Andar Bahar',
  theory: ANDAR_BAHAR_RTP,
  round(draw) {
    const deal = dealAndarBahar(draw);
    return Object.fromEntries(ANDAR_BAHAR_SPOTS.map((spot) => [spot, spotReturn(spot, deal) / MULTIPLIER_SCALE]));
  },
};
