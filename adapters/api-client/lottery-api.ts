import { mapOk, type Result } from '../../core/domain/kernel/result';
import type { LotteryGateway } from '../../core/portal/lottery/ports';
import type {
  LotteryGameView,
  LotteryLine,
  LotteryMenuView,
  LotteryOpenedView,
  LotteryResultsPage,
  LotteryResultsQuery,
  LotteryTicketView,
  PlacedSlipView,
  VerifyView,
} from '../../core/portal/lottery/types';
import type {
  LotteryGameDto,
  LotteryMenuDto,
  LotteryOpenedDto,
  LotteryTicketDto,
  PlacedSlipDto,
  ResultsPageDto,
  TicketsPageDto,
  VerifyAnswerDto,
} from '../wps-contract/lottery';
import type { ApiClient } from './api-client';

const toGame = (game: LotteryGameDto): LotteryGameView => ({
  ...game,
  betKinds: game.betKinds.map((k) => ({
    ...k,
    pays: Object.fromEntries(Object.entries(k.pays).map(([tier, pays]) => [tier, BigInt(pays)])),
    per: BigInt(k.per),
    minStake: BigInt(k.minStake),
    maxStake: BigInt(k.maxStake),
  })),
});

const toTicket = (t: LotteryTicketDto): LotteryTicketView => ({ ...t, stake: BigInt(t.stake), potentialWin: BigInt(t.potentialWin), win: BigInt(t.win) });

/** The lottery routes of the /wps API. */
export class LotteryApi implements LotteryGateway {
  constructor(private readonly api: ApiClient) {}

  async menu(): Promise<Result<LotteryMenuView>> {
    return mapOk(await this.api.call<LotteryMenuDto>('GET', '/wps/lgw/games/game_menus', { query: this.api.inReaderLanguage() }), (menu) => ({
      now: menu.now,
      games: menu.games.map(toGame),
    }));
  }

  opened(gameCode: string): Promise<Result<LotteryOpenedView[]>> {
    return this.api.call<LotteryOpenedDto[]>('GET', '/wps/lotto/lgw/games/opened/numero', { query: { gameCode } });
  }

  results(query: LotteryResultsQuery): Promise<Result<LotteryResultsPage>> {
    const { gameCode, from, to, pageNo, pageSize } = query;
    return this.api.call<ResultsPageDto>('GET', '/wps/lottery/results', {
      query: { gameCode, ...(from ? { from } : {}), ...(to ? { to } : {}), pageNo: String(pageNo), pageSize: String(pageSize) },
    });
  }

  async tickets(gameCode: string): Promise<Result<LotteryTicketView[]>> {
    return mapOk(await this.api.call<TicketsPageDto>('GET', '/wps/lottery/tickets', { query: { gameCode } }), (page) => page.list.map(toTicket));
  }

  async placeSlip(slip: { gameCode: string; drawId: string; bets: readonly LotteryLine[]; requestId: string }): Promise<Result<PlacedSlipView>> {
    const body = { ...slip, bets: slip.bets.map((b) => ({ ...b, stake: b.stake.toString() })) };
    return mapOk(await this.api.call<PlacedSlipDto>('POST', '/wps/lottery/bet', { body }), (placed) => ({
      tickets: placed.tickets.map(toTicket),
      balance: BigInt(placed.balance),
    }));
  }

  async verify(gameCode: string, drawId: string): Promise<Result<VerifyView>> {
    return mapOk(await this.api.call<VerifyAnswerDto>('GET', `/wps/lottery/verify/${encodeURIComponent(gameCode)}/${encodeURIComponent(drawId)}`), (v) => ({
      drawId: v.drawId,
      seed: v.seed,
      seedHash: v.seedHash,
      matches: v.matches,
    }));
  }
}
