import { Type, type Static } from 'typebox';
import { LIVE_HOST_NAME_MAX, LIVE_HOST_SCHEDULE_MAX, LIVE_HOST_URL_MAX } from '../../core/domain/engagement/live-host';
import { Text } from './fields';

const HostId = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });

/** A live host as players see it (CBS_modelList). */
const LiveModel = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pictureUrl: Type.String(),
  streamUrl: Type.String(),
  schedule: Type.String({ description: 'when the host is on, as the operator wrote it' }),
});

/** CBS_modelList: the enabled hosts, newest first. */
export const LiveModelList = Type.Object({ list: Type.Array(LiveModel) });

/** CBS_launchChat (token): the host to chat with. */
export const LaunchChatQuery = Type.Object({ hostId: HostId }, { additionalProperties: false });
/** Where the portal opens the member's chat room with the host. */
export const LaunchChatAnswer = Type.Object({ chatUrl: Type.String() });

/** Support adds a host. */
export const LiveHostBody = Type.Object(
  {
    name: Text(LIVE_HOST_NAME_MAX * 4),
    pictureUrl: Text(LIVE_HOST_URL_MAX),
    streamUrl: Text(LIVE_HOST_URL_MAX),
    schedule: Type.Optional(Text(LIVE_HOST_SCHEDULE_MAX * 4)),
  },
  { additionalProperties: false },
);
export const LiveHostParams = Type.Object({ id: HostId }, { additionalProperties: false });
export const LiveHostRecord = Type.Object({ ...LiveModel.properties, enabled: Type.Boolean(), createdAt: Type.String() });
export const LiveHostRecords = Type.Array(LiveHostRecord);

export type LiveModelListDto = Static<typeof LiveModelList>;
export type LaunchChatAnswerDto = Static<typeof LaunchChatAnswer>;
export type LiveHostBodyDto = Static<typeof LiveHostBody>;
export type LiveHostRecordDto = Static<typeof LiveHostRecord>;
