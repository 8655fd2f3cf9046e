import type { Api } from '../api';
import type { LiveHost } from '../../../core/domain/engagement/live-host';
import {
  LaunchChatAnswer,
  LaunchChatQuery,
  LiveHostBody,
  LiveHostParams,
  LiveHostRecord,
  LiveHostRecords,
  LiveModelList,
  type LiveHostRecordDto,
} from '../../wps-contract/live';
import { EmptyQuery } from '../../wps-contract/system';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const presentModel = (h: LiveHost) => ({ id: h.id, name: h.name, pictureUrl: h.pictureUrl, streamUrl: h.streamUrl, schedule: h.schedule });
const presentRecord = (h: LiveHost): LiveHostRecordDto => ({ ...presentModel(h), enabled: h.enabled, createdAt: h.createdAt.toISOString() });

/** Live hosts: the list players see, a member's chat room with one, and support's desk. */
export function liveRoutes(app: Api, platform: Platform): void {
  const { liveHosts, launchLiveChat, liveHostDesk } = platform.engagement;

  app.get('/wps/relay/CBS_modelList', { schema: { tags: ['live'], querystring: EmptyQuery, response: responses(LiveModelList) } }, async (_request, reply) =>
    sendResult(reply, await liveHosts.execute(), (hosts) => ({ list: hosts.map(presentModel) })),
  );

  app.get(
    '/wps/relay/CBS_launchChat',
    { config: { auth: 'member' }, schema: { tags: ['live'], querystring: LaunchChatQuery, response: responses(LaunchChatAnswer) } },
    async (request, reply) => sendResult(reply, await launchLiveChat.execute(request.principal, Number(request.query.hostId)), (v) => v),
  );

  app.get(
    '/wps/admin/live/hosts',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, response: responses(LiveHostRecords) } },
    async (request, reply) => sendResult(reply, await liveHostDesk.list(request.principal), (hosts) => hosts.map(presentRecord)),
  );

  app.post(
    '/wps/admin/live/hosts',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: LiveHostBody, response: responses(LiveHostRecord) } },
    async (request, reply) =>
      sendResult(reply, await liveHostDesk.add(request.principal, { ...request.body, schedule: request.body.schedule ?? '' }), presentRecord),
  );

  app.post(
    '/wps/admin/live/hosts/:id/disable',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, params: LiveHostParams, response: responses(LiveHostRecord) } },
    async (request, reply) => sendResult(reply, await liveHostDesk.disable(request.principal, Number(request.params.id)), presentRecord),
  );
}
