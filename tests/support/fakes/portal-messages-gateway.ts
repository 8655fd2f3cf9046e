import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { MessagesGateway } from '../../../core/portal/messages/ports';
import type { MessagePage, MessageQuery } from '../../../core/portal/messages/types';
import { FakeClock } from './clock';
import { InMemoryMessages } from './messages';

const MEMBER = 1;

/**
 * The member's inbox as the server keeps it (the platform fake), seen through the portal port,
 * keeping the MessagesGateway contract (tests/contract/suites/messages-gateway.ts). `signedIn`
 * false is a caller with no session.
 */
export class InMemoryMessagesGateway implements MessagesGateway {
  readonly clock = new FakeClock();
  readonly store = new InMemoryMessages(this.clock);
  signedIn = true;

  /** What support or a deposit would send to this member. */
  deliver(title: string): Promise<void> {
    return this.store.add(MEMBER, 'new_message', { title, body: `${title} body` });
  }

  async messages(query: MessageQuery): Promise<Result<MessagePage>> {
    if (!this.signedIn) return fail('access.not_logged_in');
    const page = await this.store.page(MEMBER, query);
    return ok({
      items: page.items.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), readAt: m.readAt?.toISOString() ?? null })),
      pageNo: query.pageNo,
      totalPages: Math.max(1, Math.ceil(page.total / query.pageSize)),
      unread: page.unread,
    });
  }

  async unreadCount(): Promise<Result<number>> {
    if (!this.signedIn) return fail('access.not_logged_in');
    return ok(await this.store.unreadCount(MEMBER));
  }

  async markMessagesRead(ids: readonly number[] | null): Promise<Result<{ unread: number }>> {
    if (!this.signedIn) return fail('access.not_logged_in');
    await this.store.markRead(MEMBER, ids, this.clock.now());
    return ok({ unread: await this.store.unreadCount(MEMBER) });
  }

  async deleteMessages(ids: readonly number[]): Promise<Result<{ unread: number }>> {
    if (!this.signedIn) return fail('access.not_logged_in');
    await this.store.remove(MEMBER, ids);
    return ok({ unread: await this.store.unreadCount(MEMBER) });
  }
}
