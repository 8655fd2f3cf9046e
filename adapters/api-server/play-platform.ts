import type { LaunchGame } from '../../core/platform/play/launch-game';
import type { OpenPlaySession } from '../../core/platform/play/open-play-session';
import type { PlayHouseRound } from '../../core/platform/play/play-house-round';
import type { GetFairSeeds, RotateSeed } from '../../core/platform/play/rotate-seed';
import type { VerifyMyRound, VerifyRound } from '../../core/platform/play/verify-round';
import type { GetJackpot } from '../../core/platform/play/get-jackpot';
import type { SettleStaleRounds } from '../../core/platform/play/settle-stale-rounds';
import type { ListTableRooms } from '../../core/platform/play/list-table-rooms';
import type { StartBlackjack } from '../../core/platform/play/start-blackjack';
import type { ActBlackjack } from '../../core/platform/play/act-blackjack';
import type { GetBlackjackRound } from '../../core/platform/play/get-blackjack-round';

/** The play use cases the HTTP adapter drives: launching games and the house games. */
export interface PlayPlatform {
  readonly launchGame: LaunchGame;
  readonly openSession: OpenPlaySession;
  readonly playRound: PlayHouseRound;
  readonly dealBlackjack: StartBlackjack;
  readonly actBlackjack: ActBlackjack;
  readonly blackjackRound: GetBlackjackRound;
  readonly seeds: GetFairSeeds;
  readonly rotateSeed: RotateSeed;
  readonly verifyRound: VerifyRound;
  readonly verifyMyRound: VerifyMyRound;
  readonly jackpot: GetJackpot;
  /** GLS2_roomList: the house's card and table games with their seated players. */
  readonly tableRooms: ListTableRooms;
  /** The periodic job for rounds of every provider left open past the timeout. */
  readonly settleStaleRounds: SettleStaleRounds;
}
