import { describe, expect, it } from 'vitest';
import { LoadInbox } from '../../../core/portal/messages/load-inbox';
import { UpdateInbox } from '../../../core/portal/messages/update-inbox';
import type { AuthStore } from '../../../web/src/stores/auth-store';
import { MessagesStore } from '../../../web/src/stores/messages-store';
import { InMemoryMessagesGateway } from '../../support/fakes/portal-messages-gateway';

async function world(titles: string[]) {
  const gateway = new InMemoryMessagesGateway();
  for (const title of titles) await gateway.deliver(title);
  const auth = {
    member: { unreadCount: 0 },
    applyUnread(count: number) {
      this.member.unreadCount = count;
    },
  };
  const store = new MessagesStore({ load: new LoadInbox(gateway), update: new UpdateInbox(gateway) }, auth as unknown as AuthStore, gateway.clock);
  return { gateway, auth, store };
}

describe('MessagesStore', () => {
  it('loads the newest messages and tells the badges the unread count', async () => {
    const { store, auth } = await world(['a', 'b']);
    await store.load();
    expect(store.items.map((m) => m.params['title'])).toEqual(['b', 'a']);
    expect(auth.member.unreadCount).toBe(2);
    expect(store.unread).toBe(2);
  });

  it('opening an unread message reads it once; opening it again closes it', async () => {
    const { store, gateway } = await world(['a', 'b']);
    await store.load();
    const id = store.items[0]!.id;
    await store.toggle(id);
    expect(store.openId).toBe(id);
    expect(store.items[0]!.readAt).not.toBeNull();
    expect(store.unread).toBe(1);
    expect(await gateway.store.unreadCount(1)).toBe(1);
    await store.toggle(id);
    expect(store.openId).toBeNull();
    expect(store.unread).toBe(1);
  });

  it('mark all read empties the unread filter; deleting the last item of a page steps back a page', async () => {
    const { store } = await world(Array.from({ length: 11 }, (_, i) => `m${i}`));
    await store.showUnreadOnly(true);
    expect(store.totalPages).toBe(2);
    await store.markAllRead();
    expect(store.unread).toBe(0);
    expect(store.items).toEqual([]);
    await store.showUnreadOnly(false);
    await store.load(2);
    expect(store.items.map((m) => m.params['title'])).toEqual(['m0']);
    await store.remove(store.items[0]!.id);
    expect(store.pageNo).toBe(1);
    expect(store.items).toHaveLength(10);
  });
});
