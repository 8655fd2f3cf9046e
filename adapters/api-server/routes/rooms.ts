import type { Api } from '../api';
import { nameIn } from '../../../core/domain/catalog/games';
import { RoomList, RoomListQuery } from '../../wps-contract/rooms';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

/** GLS2_roomList: the house tables a signed-in player may sit at. */
export function roomRoutes(app: Api, platform: Platform): void {
  app.get(
    '/wps/relay/GLS2_roomList',
    { config: { auth: 'member' }, schema: { tags: ['games'], querystring: RoomListQuery, response: responses(RoomList) } },
    async (request, reply) => {
      const { scale } = (await platform.site.execute()).currency;
      const language = request.query.language ?? 'EN';
      return sendResult(reply, await platform.play.tableRooms.execute(), (rooms) => ({
        list: rooms.map((r) => ({
          nodeId: r.nodeId,
          gameCode: r.gameCode,
          nodeName: nameIn(r, language),
          engine: r.engine,
          minBet: r.minBet.toString(),
          maxBet: r.maxBet.toString(),
          scale,
          seated: r.seated,
        })),
      }));
    },
  );
}
