import type { Result } from '../../domain/kernel/result';
import type { LotteryGateway } from './ports';
import type { LotteryMenuView, LotteryOpenedView, LotteryResultsPage, LotteryResultsQuery, LotteryTicketView, VerifyView } from './types';

/** The lottery lobby: every game with its next draw and last result. */
export class LoadLotteryMenu {
  constructor(private readonly gateway: Pick<LotteryGateway, 'menu'>) {}

  execute(): Promise<Result<LotteryMenuView>> {
    return this.gateway.menu();
  }
}

/** A game's opened numbers, newest first. */
export class LoadOpenedNumbers {
  constructor(private readonly gateway: Pick<LotteryGateway, 'opened'>) {}

  execute(gameCode: string): Promise<Result<LotteryOpenedView[]>> {
    return this.gateway.opened(gameCode);
  }
}

/** A game's result history, newest first, within dates and a page. */
export class LoadResultsHistory {
  constructor(private readonly gateway: Pick<LotteryGateway, 'results'>) {}

  execute(query: LotteryResultsQuery): Promise<Result<LotteryResultsPage>> {
    return this.gateway.results(query);
  }
}

/** The member's latest tickets in one game. */
export class LoadMyTickets {
  constructor(private readonly gateway: Pick<LotteryGateway, 'tickets'>) {}

  execute(gameCode: string): Promise<Result<LotteryTicketView[]>> {
    return this.gateway.tickets(gameCode);
  }
}

/** A drawn result recomputed from its revealed seed. */
export class VerifyDraw {
  constructor(private readonly gateway: Pick<LotteryGateway, 'verify'>) {}

  execute(gameCode: string, drawId: string): Promise<Result<VerifyView>> {
    return this.gateway.verify(gameCode, drawId);
  }
}
