import type { FastifyInstance } from 'fastify';
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
import { principalOf } from '../auth';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { presentGame } from './catalog-presenters';
import { responses } from './schemas';
import { Type } from 'typebox';

type Query = Record<string, string | undefined>;

/** The member's own game lists (spec §7.3 MCSFE_ favourites, GCS_recentGame) and support's vendor switch. */
export function favouriteRoutes(app: FastifyInstance, platform: Platform): void {
  const { catalog } = platform;

  app.get(
    '/wps/relay/MCSFE_getFavoriteIds',
    { schema: { tags: ['games'], querystring: EmptyQuery, response: responses(FavouriteIds) } },
    async (request, reply) => {
      const principal = await principalOf(platform, request, reply);
      if (!principal) return reply;
      return sendResult(reply, await catalog.favouriteIds.execute(principal), (ids) => ({ ids }));
    },
  );

  app.get<{ Querystring: Query }>(
    '/wps/relay/MCSFE_getFavoriteList',
    { schema: { tags: ['games'], querystring: FavouriteListQuery, response: responses(FavouritePage) } },
    async (request, reply) => {
      const principal = await principalOf(platform, request, reply);
      if (!principal) return reply;
      const q = request.query;
      const result = await catalog.favouriteGames.execute(principal, {
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

  app.post<{ Body: { nodeId: number } }>(
    '/wps/relay/MCSFE_addFavoriteV2',
    { schema: { tags: ['games'], querystring: EmptyQuery, body: FavouriteBody, response: responses(Type.Null()) } },
    async (request, reply) => {
      const principal = await principalOf(platform, request, reply);
      if (!principal) return reply;
      return sendResult(reply, await catalog.addFavourite.execute(principal, request.body.nodeId), () => null);
    },
  );

  app.delete<{ Querystring: { nodeId: string } }>(
    '/wps/relay/MCSFE_removeFavoriteV2',
    { schema: { tags: ['games'], querystring: FavouriteRemoveQuery, response: responses(Type.Null()) } },
    async (request, reply) => {
      const principal = await principalOf(platform, request, reply);
      if (!principal) return reply;
      return sendResult(reply, await catalog.removeFavourite.execute(principal, Number(request.query.nodeId)), () => null);
    },
  );

  app.get<{ Querystring: Query }>(
    '/wps/relay/GCS_recentGame',
    { schema: { tags: ['games'], querystring: LanguageQuery, response: responses(GameCardList) } },
    async (request, reply) => {
      const principal = await principalOf(platform, request, reply);
      if (!principal) return reply;
      return sendResult(reply, await catalog.recentGames.execute(principal), (games) => ({ list: games.map(presentGame(request.query['language'] ?? 'EN')) }));
    },
  );

  app.post<{ Body: { vassalage: string; on: boolean } }>(
    '/wps/admin/games/maintenance',
    { schema: { tags: ['admin'], querystring: EmptyQuery, body: MaintenanceBody, response: responses(VendorState) } },
    async (request, reply) => {
      const principal = await principalOf(platform, request, reply);
      if (!principal) return reply;
      return sendResult(reply, await catalog.setVendorMaintenance.execute(principal, request.body.vassalage, request.body.on), (v) => ({
        vassalage: v.vassalage,
        maintenance: v.maintenance,
      }));
    },
  );
}
