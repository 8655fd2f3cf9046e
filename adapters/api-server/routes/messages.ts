import { pageCount, pageRequest } from '../../../core/domain/kernel/paging';
import type { Api } from '../api';
import type { InboxPage } from '../../../core/platform/messages/ports';
import { UnreadCount } from '../../wps-contract/member';
import {
  DeleteMessagesBody,
  MarkReadBody,
  MessagePage,
  MessagesQuery,
  Recipients,
  SendMessageBody,
  UnreadLeft,
  type MessagePageDto,
} from '../../wps-contract/messages';
import { EmptyQuery } from '../../wps-contract/system';
import { sendFailure, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const INBOX_PAGE_SIZE = 10;

const presentPage = (page: InboxPage, pageNo: number, pageSize: number): MessagePageDto => ({
  items: page.items.map((m) => ({
    id: m.id,
    type: m.type,
    params: { ...m.params },
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
  })),
  pageNo,
  totalPages: pageCount(page.total, pageSize),
  unread: page.unread,
});

/** Platform messages (messageV2): the member's inbox, its unread count, and support's sending. */
export function messageRoutes(app: Api, platform: Platform): void {
  app.get(
    '/wps/relay/CSP_unreadCount',
    { config: { auth: 'member' }, schema: { tags: ['messages'], querystring: EmptyQuery, response: responses(UnreadCount) } },
    async (request, reply) => sendResult(reply, await platform.countUnreadMessages.execute(request.principal), (count) => ({ count })),
  );

  app.get(
    '/wps/member/messages',
    { config: { auth: 'member' }, schema: { tags: ['messages'], querystring: MessagesQuery, response: responses(MessagePage) } },
    async (request, reply) => {
      const { pageNo, pageSize } = pageRequest(request.query, INBOX_PAGE_SIZE);
      const result = await platform.listMyMessages.execute(request.principal, { pageNo, pageSize, unreadOnly: request.query.unread === '1' });
      return sendResult(reply, result, (page) => presentPage(page, pageNo, pageSize));
    },
  );

  app.post(
    '/wps/member/messages/read',
    { config: { auth: 'member' }, schema: { tags: ['messages'], querystring: EmptyQuery, body: MarkReadBody, response: responses(UnreadLeft) } },
    async (request, reply) => sendResult(reply, await platform.markMessagesRead.execute(request.principal, request.body.ids ?? null), (r) => r),
  );

  app.post(
    '/wps/member/messages/delete',
    { config: { auth: 'member' }, schema: { tags: ['messages'], querystring: EmptyQuery, body: DeleteMessagesBody, response: responses(UnreadLeft) } },
    async (request, reply) => sendResult(reply, await platform.deleteMessages.execute(request.principal, request.body.ids), (r) => r),
  );

  app.post(
    '/wps/admin/messages',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: SendMessageBody, response: responses(Recipients) } },
    async (request, reply) => {
      const { to, all, vip, title, body } = request.body;
      const audience = to !== undefined ? { to } : all !== undefined ? { all } : vip !== undefined ? { vip } : null;
      if (!audience || [to, all, vip].filter((a) => a !== undefined).length !== 1) return sendFailure(reply, { code: 'validation.required', field: 'to' });
      return sendResult(reply, await platform.sendMessage.execute(request.principal, { audience, title, body }), (r) => r);
    },
  );
}
