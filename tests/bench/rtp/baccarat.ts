import { baccaratRtp } from '../../../core/domain/play/baccarat-rtp';
import { BACCARAT_DECKS, BACCARAT_SPOTS, dealCoup, spotReturn } from '../../../core/domain/play/baccarat-rules';
import { shoe } from '../../../core/domain/play/cards';
import { MULTIPLIER_SCALE } from '../../../core/domain/play/engine';
import { ratioToNumber } from '../../../core/domain/play/slot-rtp';
import type { RtpGame } from './rtp-game';

const rtp = baccaratRtp();

/** Punto banco: one coup from a fresh 8-deck shoe, each of the five spots settled on it. */
export const baccaratGame: RtpGame = {
  name: 'baccarat',
  theory: Object.fromEntries(BACCARAT_SPOTS.map((spot) => [spot, ratioToNumber(rtp[spot])])),
  round(draw) {
    const coup = dealCoup(shoe(draw, BACCARAT_DECKS));
    return Object.fromEntries(BACCARAT_SPOTS.map((spot) => [spot, spotReturn(spot, coup) / MULTIPLIER_SCALE]));
  },
};
