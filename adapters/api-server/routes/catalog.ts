import type { Api } from '../api';
import { pathOfCategory } from '../../../core/domain/catalog/categories';
import type { GameClassify } from '../../../core/domain/catalog/games';
import { inLanguage } from '../../../core/domain/system/content-texts';
import { dropPanelLayout, navigationLanes } from '../../../core/domain/catalog/menu';
import { renderGameArt, artEtag } from '../artwork/game-art';
import {
  ArtParams,
  GameCardList,
  GameListQuery,
  GameMenus,
  GamePage,
  GameVendors,
  HotGamesQuery,
  RankList,
  RankListQuery,
  VendorGameTypeQuery,
  VendorGameTypes,
  VendorQuery,
} from '../../wps-contract/catalog';
import { EmptyQuery } from '../../wps-contract/system';
import { failureEnvelope, sendResult, statusOf } from '../envelope';
import type { Platform } from '../platform';
import { presentGame, presentVendor } from './catalog-presenters';
import { responses } from './schemas';

type Query = Record<string, string | undefined>;
const languageOf = (q: Query) => q['language'] ?? 'EN';
const ART_CACHE = 'public, max-age=31536000, immutable';

/** The lobby's catalogue: open to visitors, so the lobby can be browsed before login. */
export function catalogRoutes(app: Api, platform: Platform): void {
  const { catalog } = platform;

  app.get('/lgw/games/game_menus', { schema: { tags: ['games'], querystring: VendorQuery, response: responses(GameMenus) } }, async (_request, reply) =>
    sendResult(reply, await catalog.lobbyMenu.execute(), (menu) => ({
      menus: navigationLanes(menu.lanes).map((l) => ({
        gameType: l.gameType,
        path: pathOfCategory(l.gameType),
        layout: dropPanelLayout(l.vendors.length),
        cards: l.vendors.map(presentVendor),
      })),
    })),
  );

  app.get(
    '/wps/relay/GCSGAME_newGameVendor',
    { schema: { tags: ['games'], querystring: VendorQuery, response: responses(GameVendors) } },
    async (request, reply) =>
      sendResult(reply, await catalog.lobbyMenu.execute(), (menu) => ({
        data: { lanes: menu.lanes.map((l) => ({ title: l.gameType, gameType: l.gameType, cards: l.vendors.map(presentVendor) })) },
        rngClassifies: [...menu.rngClassifies],
        prizeMode: menu.prizeMode,
        banner: inLanguage({ ...menu.banner, texts: menu.banner.texts ?? {} }, ['title', 'subtitle'], languageOf(request.query)),
      })),
  );

  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    { schema: { tags: ['games'], querystring: VendorGameTypeQuery, response: responses(VendorGameTypes) } },
    async (request, reply) =>
      sendResult(reply, await catalog.lobbyMenu.execute(), (menu) => ({
        list: menu.lanes
          .flatMap((l) =>
            l.vendors.map((v) => ({
              vassalage: v.vassalage,
              gameType: l.gameType === 'MIXED' ? v.gameType : l.gameType,
              gameClassifies: v.gameType === 'RNG' ? [...menu.rngClassifies] : [],
            })),
          )
          .filter((v) => !request.query.vassalage || v.vassalage === request.query.vassalage),
      })),
  );

  app.get('/wps/relay/GCSGAME_gameList', { schema: { tags: ['games'], querystring: GameListQuery, response: responses(GamePage) } }, async (request, reply) => {
    const q = request.query;
    const result = await catalog.listGames.execute({
      ...(q['gameType'] ? { gameType: q['gameType'] } : {}),
      ...(q['vassalage'] ? { vassalage: q['vassalage'] } : {}),
      ...(q['gameClassify'] ? { gameClassify: q['gameClassify'] as GameClassify } : {}),
      ...(q['gameName'] ? { gameName: q['gameName'] } : {}),
      pageNo: Number(q['pageNo'] ?? 1),
      pageSize: Number(q['pageSize'] ?? 24),
    });
    return sendResult(reply, result, (page) => ({
      games: page.games.map(presentGame(languageOf(q))),
      pageNo: page.pageNo,
      totalPages: page.totalPages,
      total: page.total,
    }));
  });

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    { schema: { tags: ['games'], querystring: HotGamesQuery, response: responses(GameCardList) } },
    async (request, reply) => {
      const q = request.query;
      const result = await catalog.hotGames.execute({ ...(q['vassalage'] ? { vassalage: q['vassalage'] } : {}), flush: q['flush'] !== undefined });
      return sendResult(reply, result, (games) => ({ list: games.map(presentGame(languageOf(q))) }));
    },
  );

  app.get(
    '/wps/relay/GCSGAME_getRankList',
    { schema: { tags: ['games'], querystring: RankListQuery, response: responses(RankList) } },
    async (request, reply) => {
      const q = request.query;
      const result = await catalog.winnerBoard.execute({
        ...(q['gameCategory'] ? { gameCategory: q['gameCategory'] } : {}),
        ...(q['limitNum'] ? { limitNum: Number(q['limitNum']) } : {}),
        flush: q['flush'] !== undefined,
      });
      const { currency } = await platform.site.execute();
      const present = presentGame(languageOf(q));
      return sendResult(reply, result, (winners) => ({
        list: winners.map((w) => ({
          rank: w.rank,
          customerName: w.playerName,
          winAmount: w.win.toString(),
          winTime: w.wonAt.toISOString(),
          game: present(w.game),
        })),
        scale: currency.scale,
      }));
    },
  );

  app.get('/wps/games/:nodeId/art.svg', { schema: { tags: ['games'], params: ArtParams, querystring: EmptyQuery } }, async (request, reply) => {
    const result = await catalog.getGame.execute(Number(request.params.nodeId));
    if (!result.ok) return reply.status(statusOf(result.error.code)).send(failureEnvelope(result.error));
    const game = result.value;
    const svg = renderGameArt({
      nodeId: game.nodeId,
      name: game.names.EN,
      vassalage: game.vassalage,
      gameType: game.gameType,
      gameClassify: game.gameClassify,
    });
    const etag = artEtag(svg);
    reply.header('cache-control', ART_CACHE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
