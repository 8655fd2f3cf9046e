import { baccaratGame } from './baccarat';
import type { RtpGame } from './rtp-game';

/** The games `npm run bench:rtp` simulates. */
export const RTP_GAMES: readonly RtpGame[] = [baccaratGame];
