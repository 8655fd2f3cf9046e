import type { Clock } from '../../../core/domain/kernel/ports';
import { LoadLotteryMenu, LoadMyTickets, LoadOpenedNumbers, LoadResultsHistory, VerifyDraw } from '../../../core/portal/lottery/lottery-reads';
import { PlaceLotterySlip } from '../../../core/portal/lottery/place-lottery-slip';
import type { LotteryGateway } from '../../../core/portal/lottery/ports';
import type { AuthStore } from '../stores/auth-store';
import type { LiveEvents } from '../stores/live-events';
import { BetSlipStore } from '../stores/lottery/bet-slip-store';
import { LotteryStore } from '../stores/lottery/lottery-store';
import { ResultsHistoryStore } from '../stores/lottery/results-history-store';
import type { Ticker } from '../stores/reality-check-store';
import { RequestIds } from '../stores/request-ids';

/**
 * The lottery pages' view models, built when a lottery page first opens so the home route does not
 * carry them. A placed slip shows in the tickets; a refused one asks for the menu again, since the
 * draw it named may have closed.
 */
export function composeLottery(
  gateway: LotteryGateway,
  auth: AuthStore,
  events: LiveEvents,
  clock: Clock,
  every: Ticker,
  newRequestId: () => string,
): LotteryStore {
  let store: LotteryStore | null = null;
  const slip = new BetSlipStore(
    new PlaceLotterySlip(gateway),
    new RequestIds(newRequestId),
    () => auth.member?.scale ?? 2,
    (placed) => void (placed ? store?.loadTickets() : store?.loadMenu()),
  );
  store = new LotteryStore(
    { menu: new LoadLotteryMenu(gateway), opened: new LoadOpenedNumbers(gateway), tickets: new LoadMyTickets(gateway), verify: new VerifyDraw(gateway) },
    events,
    clock,
    every,
    slip,
    new ResultsHistoryStore(new LoadResultsHistory(gateway)),
  );
  return store;
}
