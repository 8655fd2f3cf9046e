import type { FastifyRequest } from 'fastify';
import type { Api } from '../api';
import { Type } from 'typebox';
import type { ChatView } from '../../../core/platform/engagement/chat';
import type { ChatMessage, ChatThread } from '../../../core/platform/engagement/ports';
import {
  ChatAfterQuery,
  ChatBody,
  ChatRoomQuery,
  ChatMessageSchema,
  ChatThreadList,
  ChatThreadParams,
  ChatViewSchema,
  type ChatMessageDto,
  type ChatThreadDto,
  type ChatViewDto,
} from '../../wps-contract/chat';
import { EmptyQuery } from '../../wps-contract/system';
import { callerOf } from '../caller';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const presentMessage = (m: ChatMessage): ChatMessageDto => ({ ...m, createdAt: m.createdAt.toISOString() });
const presentThread = (t: ChatThread): ChatThreadDto => ({
  id: t.id,
  account: t.username,
  lastMessageAt: t.lastMessageAt?.toISOString() ?? null,
  playerUnread: t.playerUnread,
  staffUnread: t.staffUnread,
  preview: t.preview,
});
const presentView = (v: ChatView): ChatViewDto => ({
  thread: v.thread ? presentThread(v.thread) : null,
  messages: v.messages.map(presentMessage),
  typing: v.typing,
});

/** The visitor's chat key, for players who are not logged in. */
export const CHAT_VISITOR_HEADER = 'x-chat-visitor';

/** Live chat with support: the member's or visitor's thread, and support's desk (the CLI). New lines go out on the live channels. */
export function chatRoutes(app: Api, platform: Platform): void {
  const { playerChat, supportChat } = platform.engagement;
  const threadSchema = { params: ChatThreadParams };
  const who = (request: FastifyRequest & { query: { host?: string } }) => {
    const visitor = request.headers[CHAT_VISITOR_HEADER];
    const { host } = request.query;
    return [request.optionalPrincipal, { visitorKey: typeof visitor === 'string' ? visitor : null, hostId: host === undefined ? null : Number(host) }] as const;
  };

  app.get(
    '/wps/chat',
    { config: { auth: 'optional' }, schema: { tags: ['member'], querystring: ChatAfterQuery, response: responses(ChatViewSchema) } },
    async (request, reply) => {
      const [caller, visitor] = who(request);
      return sendResult(reply, await playerChat.view(caller, visitor, Number(request.query.after ?? 0)), presentView);
    },
  );

  app.post(
    '/wps/chat/messages',
    { config: { auth: 'optional' }, schema: { tags: ['member'], querystring: ChatRoomQuery, body: ChatBody, response: responses(ChatMessageSchema) } },
    async (request, reply) => {
      const [caller, visitor] = who(request);
      return sendResult(reply, await playerChat.send(caller, visitor, request.body.body, callerOf(request)), presentMessage);
    },
  );

  for (const action of ['read', 'typing'] as const) {
    app.post(
      `/wps/chat/${action}`,
      { config: { auth: 'optional' }, schema: { tags: ['member'], querystring: ChatRoomQuery, response: responses(Type.Null()) } },
      async (request, reply) => {
        const [caller, visitor] = who(request);
        return sendResult(reply, await (action === 'read' ? playerChat.read(caller, visitor) : playerChat.typing(caller, visitor)), () => null);
      },
    );
  }

  app.get(
    '/wps/admin/chat',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, response: responses(ChatThreadList) } },
    async (request, reply) => sendResult(reply, await supportChat.threads(request.principal), (list) => list.map(presentThread)),
  );

  app.get(
    '/wps/admin/chat/:id',
    { config: { auth: 'member' }, schema: { tags: ['admin'], ...threadSchema, querystring: ChatAfterQuery, response: responses(ChatViewSchema) } },
    async (request, reply) =>
      sendResult(reply, await supportChat.open(request.principal, Number(request.params.id), Number(request.query.after ?? 0)), presentView),
  );

  app.post(
    '/wps/admin/chat/:id/messages',
    {
      config: { auth: 'member' },
      schema: { tags: ['admin'], ...threadSchema, querystring: EmptyQuery, body: ChatBody, response: responses(ChatMessageSchema) },
    },
    async (request, reply) => sendResult(reply, await supportChat.reply(request.principal, Number(request.params.id), request.body.body), presentMessage),
  );

  app.post(
    '/wps/admin/chat/:id/typing',
    { config: { auth: 'member' }, schema: { tags: ['admin'], ...threadSchema, querystring: EmptyQuery, response: responses(Type.Null()) } },
    async (request, reply) => sendResult(reply, await supportChat.typing(request.principal, Number(request.params.id)), () => null),
  );
}
