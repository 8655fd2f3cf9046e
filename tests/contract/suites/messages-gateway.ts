import { beforeEach, describe, expect, it } from 'vitest';
import type { MessagesGateway } from '../../../core/portal/messages/ports';
import { expectAllLoggedOut, valueOf as value } from './portal-results';

export interface MessagesGatewayFixture {
  /** A member's session, an empty inbox. */
  readonly gateway: MessagesGateway;
  /** The same routes for a caller with no session. */
  readonly anonymous: MessagesGateway;
  /** Puts a 'new message' with this title in the member's inbox. */
  deliver(title: string): Promise<void>;
}

/** The portal's MessagesGateway: the api client against a real server, and the fake the store tests use. */
export function messagesGatewayContract(fresh: () => Promise<MessagesGatewayFixture>): void {
  describe('MessagesGateway contract', () => {
    let f: MessagesGatewayFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('pages newest first with the unread count; reading one, then all, and deleting keep the count right', async () => {
      for (const title of ['one', 'two', 'three']) await f.deliver(title);
      const first = value(await f.gateway.messages({ unreadOnly: false, pageNo: 1, pageSize: 2 }));
      expect(first).toMatchObject({ pageNo: 1, totalPages: 2, unread: 3 });
      expect(first.items.map((m) => m.params['title'])).toEqual(['three', 'two']);
      expect(first.items[0]).toMatchObject({ type: 'new_message', readAt: null });
      expect(Number.isNaN(Date.parse(first.items[0]!.createdAt))).toBe(false);
      expect(value(await f.gateway.unreadCount())).toBe(3);

      expect(value(await f.gateway.markMessagesRead([first.items[0]!.id]))).toEqual({ unread: 2 });
      const unread = value(await f.gateway.messages({ unreadOnly: true, pageNo: 1, pageSize: 10 }));
      expect(unread.items.map((m) => m.params['title'])).toEqual(['two', 'one']);
      expect(value(await f.gateway.markMessagesRead(null))).toEqual({ unread: 0 });
      expect(value(await f.gateway.deleteMessages([first.items[1]!.id]))).toEqual({ unread: 0 });
      expect(value(await f.gateway.messages({ unreadOnly: false, pageNo: 1, pageSize: 10 })).items.map((m) => m.params['title'])).toEqual(['three', 'one']);
    });

    it('a caller with no session is access.not_logged_in on every route', async () => {
      const { anonymous } = f;
      await expectAllLoggedOut([
        () => anonymous.messages({ unreadOnly: false, pageNo: 1, pageSize: 10 }),
        () => anonymous.unreadCount(),
        () => anonymous.markMessagesRead(null),
        () => anonymous.deleteMessages([1]),
      ]);
    });
  });
}
