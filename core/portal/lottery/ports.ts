import type { Result } from '../../domain/kernel/result';
import type {
  LotteryLine,
  LotteryMenuView,
  LotteryOpenedView,
  LotteryResultsPage,
  LotteryResultsQuery,
  LotteryTicketView,
  PlacedSlipView,
  VerifyView,
} from './types';

/** The lottery routes of the /wps API as a member's page needs them; lists come in the server's page size. */
export interface LotteryGateway {
  menu(): Promise<Result<LotteryMenuView>>;
  opened(gameCode: string): Promise<Result<LotteryOpenedView[]>>;
  results(query: LotteryResultsQuery): Promise<Result<LotteryResultsPage>>;
  tickets(gameCode: string): Promise<Result<LotteryTicketView[]>>;
  placeSlip(slip: { gameCode: string; drawId: string; bets: readonly LotteryLine[]; requestId: string }): Promise<Result<PlacedSlipView>>;
  verify(gameCode: string, drawId: string): Promise<Result<VerifyView>>;
}
