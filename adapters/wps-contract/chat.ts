import { Type, type Static } from 'typebox';
import { Lines } from './fields';

export const ChatBody = Type.Object({ body: Lines(4000) }, { additionalProperties: false });
const HostRoom = Type.String({
  pattern: '^[1-9][0-9]{0,8}$',
  description: "a live host's id: the member's room with that host (CBS_launchChat) instead of the thread with support",
});
/** Which conversation a player's chat call is about: support's thread, or with `host` a live host's room. */
export const ChatRoomQuery = Type.Object({ host: Type.Optional(HostRoom) }, { additionalProperties: false });
export const ChatAfterQuery = Type.Object(
  { after: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}$' })), host: Type.Optional(HostRoom) },
  { additionalProperties: false },
);
export const ChatThreadParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });

export const ChatMessageSchema = Type.Object({ id: Type.Integer(), sender: Type.String(), body: Type.String(), createdAt: Type.String() });

export const ChatThreadSchema = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  lastMessageAt: Type.Union([Type.String(), Type.Null()]),
  playerUnread: Type.Integer(),
  staffUnread: Type.Integer(),
  preview: Type.String(),
});
export const ChatThreadList = Type.Array(ChatThreadSchema);

export const ChatViewSchema = Type.Object({
  thread: Type.Union([ChatThreadSchema, Type.Null()]),
  messages: Type.Array(ChatMessageSchema),
  typing: Type.Boolean(),
});

export type ChatBodyDto = Static<typeof ChatBody>;
export type ChatMessageDto = Static<typeof ChatMessageSchema>;
export type ChatThreadDto = Static<typeof ChatThreadSchema>;
export type ChatViewDto = Static<typeof ChatViewSchema>;
