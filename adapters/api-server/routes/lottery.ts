import { pageRequest } from '../../../core/domain/kernel/paging';
import type { Api } from '../api';
import type { MenuFilter } from '../../../core/platform/lottery/get-lottery-menu';
import {
  LotteryBetBody,
  LotteryMenu,
  LotteryMenuQuery,
  LotteryOpened,
  OfficialResultBody,
  OpenedList,
  OpenedQuery,
  PlacedSlip,
  ResultsPage,
  ResultsQuery,
  TicketsPage,
  TicketsQuery,
  VerifyAnswer,
  VerifyParams,
} from '../../wps-contract/lottery';
import { EmptyQuery } from '../../wps-contract/system';
import { okEnvelope, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { presentGame, presentOpened, presentTicket } from './lottery-presenters';
import { responses } from './schemas';

const OPENED_LIMIT = 10;

/** The house lottery: game menus with countdowns, results, verification, slips, tickets and official results. */
export function lotteryRoutes(app: Api, platform: Platform): void {
  const { lottery } = platform;
  const menu = async (filter: MenuFilter, language: string | undefined) => {
    const view = await lottery.menu.execute(filter);
    return okEnvelope({ now: view.now.toISOString(), games: view.games.map(presentGame(language)) });
  };
  const menuSchema = { tags: ['lottery'], querystring: LotteryMenuQuery, response: responses(LotteryMenu) };

  app.get('/wps/lgw/games/game_menus', { schema: menuSchema }, async (request) => menu({}, request.query.language));

  app.get('/wps/lgw/vn/games/game_menu', { schema: menuSchema }, async (request) =>
    menu({ family: 'vn', ...(request.query.prizeMode ? { prizeMode: request.query.prizeMode } : {}) }, request.query.language),
  );

  app.get('/wps/lgw/vn/games/game_menu/recent', { config: { auth: 'member' }, schema: menuSchema }, async (request, reply) => {
    return menu(
      { family: 'vn', recentOf: request.principal.account.id, ...(request.query.prizeMode ? { prizeMode: request.query.prizeMode } : {}) },
      request.query.language,
    );
  });

  const opened = async (gameCode: string, limit: string | undefined) =>
    lottery.results.execute({ gameCode, pageNo: 1, pageSize: limit ? Number(limit) : OPENED_LIMIT });
  const openedSchema = { tags: ['lottery'], querystring: OpenedQuery, response: responses(OpenedList) };

  app.get('/wps/lgw/vn/numeros/opened/game', { schema: openedSchema }, async (request, reply) =>
    sendResult(reply, await opened(request.query.gameCode, request.query.limit), (page) => page.list.map(presentOpened)),
  );

  app.get('/wps/lotto/lgw/games/opened/numero', { config: { auth: 'member' }, schema: openedSchema }, async (request, reply) =>
    sendResult(reply, await opened(request.query.gameCode, request.query.limit), (page) => page.list.map(presentOpened)),
  );

  app.get('/wps/lottery/results', { schema: { tags: ['lottery'], querystring: ResultsQuery, response: responses(ResultsPage) } }, async (request, reply) => {
    const { pageNo, pageSize, ...query } = request.query;
    return sendResult(reply, await lottery.results.execute({ ...query, ...pageRequest({ pageNo, pageSize }) }), (page) => ({
      list: page.list.map(presentOpened),
      total: page.total,
    }));
  });

  app.get(
    '/wps/lottery/verify/:gameCode/:drawId',
    { schema: { tags: ['lottery'], querystring: EmptyQuery, params: VerifyParams, response: responses(VerifyAnswer) } },
    async (request, reply) => sendResult(reply, await lottery.verify.execute(request.params.gameCode, request.params.drawId), (v) => v),
  );

  app.post(
    '/wps/lottery/bet',
    { config: { auth: 'member' }, schema: { tags: ['lottery'], querystring: EmptyQuery, body: LotteryBetBody, response: responses(PlacedSlip) } },
    async (request, reply) => {
      const { gameCode, drawId, requestId, bets } = request.body;
      const slip = {
        gameCode,
        drawId,
        requestId,
        bets: bets.map((b) => ({ kind: b.kind, picks: b.picks, stake: BigInt(b.stake), ...(b.position === undefined ? {} : { position: b.position }) })),
      };
      return sendResult(reply, await lottery.placeSlip.execute(request.principal, slip), (placed) => ({
        tickets: placed.tickets.map(presentTicket),
        balance: placed.balance.toString(),
      }));
    },
  );

  app.get(
    '/wps/lottery/tickets',
    { config: { auth: 'member' }, schema: { tags: ['lottery'], querystring: TicketsQuery, response: responses(TicketsPage) } },
    async (request, reply) => {
      const { pageNo, pageSize, ...filter } = request.query;
      const page = await lottery.tickets.execute(request.principal.account.id, { ...filter, ...pageRequest({ pageNo, pageSize }) });
      return okEnvelope({ list: page.list.map(presentTicket), total: page.total });
    },
  );

  app.post(
    '/wps/admin/lottery/result',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: OfficialResultBody, response: responses(LotteryOpened) } },
    async (request, reply) => {
      const { gameCode, drawId, result } = request.body;
      return sendResult(reply, await lottery.enterResult.execute(request.principal, gameCode, drawId, result), presentOpened);
    },
  );
}
