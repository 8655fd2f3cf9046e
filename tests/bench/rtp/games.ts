import { andarBaharRtp } from './andar-bahar';
import { baccaratGame } from './baccarat';
import { blackjack } from './blackjack';
import { rouletteRtp } from './roulette';
import type { RtpGame } from './rtp-game';

/** The games `npm run bench:rtp` simulates. */
export const RTP_GAMES: readonly RtpGame[] = [andarBaharRtp, baccaratGame, blackjack, rouletteRtp];
