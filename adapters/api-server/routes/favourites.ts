import type { Api } from '../api';
import { EmptyQuery } from '../../wps-contract/system';
import {
  FavouriteBody,
  FavouriteIds,
  FavouriteListQuery,
  FavouritePage,
  FavouriteRemoveQuery,
  GameCardList,
  LanguageQuery,
  MaintenanceBody,
  VendorState,
} from '../../wps-contract/catalog';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { presentGame } from './catalog-presenters';
import { responses } from './schemas';
import { Type } from 'typebox';

/** The member's own game lists (MCSFE_ favourites, GCS_recentGame) and support's vendor switch. */
export function favouriteRoutes(app: Api, platform: Platform): void {
  const { catalog } = platform;

  app.get(
    '/wps/relay/MCSFE_getFavoriteIds',
    { config: { auth: 'member' }, schema: { tags: ['games'], querystring: EmptyQuery, response: responses(FavouriteIds) } },
    async (request, reply) => sendResult(reply, await catalog.favouriteIds.execute(request.principal), (ids) => ({ ids })),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteList',
    { config: { auth: 'member' }, schema: { tags: ['games'], querystring: FavouriteListQuery, response: responses(FavouritePage) } },
    async (request, reply) => {
      const q = request.query;
      const result = await catalog.favouriteGames.execute(request.principal, {
        ...(q['gameType'] ? { gameType: q['gameType'] } : {}),
        pageNo: Number(q['pageNo'] ?? 1),
        pageSize: Number(q['pageSize'] ?? 999),
      });
      return sendResult(reply, result, (page) => ({
        content: page.content.map(presentGame(q['language'] ?? 'EN')),
        pageNum: page.pageNum,
        totalPages: page.totalPages,
      }));
    },
  );

  app.post(
    '/wps/relay/MCSFE_addFavoriteV2',
    { config: { auth: 'member' }, schema: { tags: ['games'], querystring: EmptyQuery, body: FavouriteBody, response: responses(Type.Null()) } },
    async (request, reply) => sendResult(reply, await catalog.addFavourite.execute(request.principal, request.body.nodeId), () => null),
  );

  app.delete(
    '/wps/relay/MCSFE_removeFavoriteV2',
    { config: { auth: 'member' }, schema: { tags: ['games'], querystring: FavouriteRemoveQuery, response: responses(Type.Null()) } },
    async (request, reply) => sendResult(reply, await catalog.removeFavourite.execute(request.principal, Number(request.query.nodeId)), () => null),
  );

  app.get(
    '/wps/relay/GCS_recentGame',
    { config: { auth: 'member' }, schema: { tags: ['games'], querystring: LanguageQuery, response: responses(GameCardList) } },
    async (request, reply) => {
      return sendResult(reply, await catalog.recentGames.execute(request.principal), (games) => ({
        list: games.map(presentGame(request.query['language'] ?? 'EN')),
      }));
    },
  );

  app.post(
    '/wps/admin/games/maintenance',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: MaintenanceBody, response: responses(VendorState) } },
    async (request, reply) => {
      return sendResult(reply, await catalog.setVendorMaintenance.execute(request.principal, request.body.vassalage, request.body.on), (v) => ({
        vassalage: v.vassalage,
        maintenance: v.maintenance,
      }));
    },
  );
}
