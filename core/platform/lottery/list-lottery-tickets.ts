import type { LotteryDeps } from './deps';
import type { Ticket, TicketStatus } from './ports';

export interface TicketsRequest {
  readonly gameCode?: string;
  readonly drawId?: string;
  readonly status?: TicketStatus;
  readonly pageNo: number;
  readonly pageSize: number;
}

/** A member's tickets newest first, by game, draw and status. */
export class ListLotteryTickets {
  constructor(private readonly deps: Pick<LotteryDeps, 'tickets'>) {}

  execute(accountId: number, request: TicketsRequest): Promise<{ list: Ticket[]; total: number }> {
    const { pageNo, pageSize, ...filter } = request;
    return this.deps.tickets.list(accountId, { ...filter, offset: (pageNo - 1) * pageSize, limit: pageSize });
  }
}
