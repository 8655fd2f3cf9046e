import type { EnterOfficialResult } from '../../core/platform/lottery/enter-official-result';
import type { GetLotteryMenu } from '../../core/platform/lottery/get-lottery-menu';
import type { LaunchLottery } from '../../core/platform/lottery/launch-lottery';
import type { ListLotteryResults } from '../../core/platform/lottery/lottery-results';
import type { ListLotteryTickets } from '../../core/platform/lottery/list-lottery-tickets';
import type { PlaceLotterySlip } from '../../core/platform/lottery/place-slip';
import type { RunLotteryDraws } from '../../core/platform/lottery/run-lottery-draws';
import type { VerifyLotteryDraw } from '../../core/platform/lottery/verify-lottery-draw';

/** The house lottery's use cases: menus, results, verification, slips, tickets, official results, the draw job and launch. */
export interface LotteryPlatform {
  readonly menu: GetLotteryMenu;
  readonly results: ListLotteryResults;
  readonly verify: VerifyLotteryDraw;
  readonly placeSlip: PlaceLotterySlip;
  readonly tickets: ListLotteryTickets;
  readonly enterResult: EnterOfficialResult;
  readonly runDraws: RunLotteryDraws;
  readonly launch: LaunchLottery;
}
