import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveModelView } from '../../../core/portal/engagement/live-hosts';
import { ChatStore } from '../../../web/src/stores/chat-store';
import { valueOf } from '../../contract/suites/portal-results';
import { InMemoryChatGateway } from '../../support/fakes/portal-chat-gateway';

const host = (id: number): LiveModelView => ({ id, name: `Host ${id}`, pictureUrl: '/demo/host.svg', streamUrl: 'https://live.example.com/h', schedule: '' });

describe('ChatStore', () => {
  it('shows only the open room’s lines, whatever is said in which room and whichever room is opened', async () => {
    const room = fc.constantFrom<number | null>(null, 1, 2);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(room, fc.boolean()), { maxLength: 12 }), room, async (lines, shown) => {
        const gateway = new InMemoryChatGateway(new Set([1, 2]));
        lines.forEach(([where, fromStaff], i) => (fromStaff ? gateway.answer(where, `${where}:${i}`) : void gateway.sendChat(where, `${where}:${i}`)));
        const store = new ChatStore(gateway, () => 0);
        if (shown === null) store.toggle();
        else store.openRoom(host(shown));
        await store.refresh();
        expect(store.host?.id ?? null).toBe(shown);
        expect(store.messages.map((m) => m.body)).toEqual(lines.flatMap(([where], i) => (where === shown ? [`${where}:${i}`] : [])));
      }),
    );
  });

  it('a line sent in a host’s room goes there; closing the panel goes back to support', async () => {
    const gateway = new InMemoryChatGateway(new Set([7]));
    const store = new ChatStore(gateway, () => 0);
    store.openRoom(host(7));
    expect(await store.send('hi')).toBe(true);
    const bodies = async (room: number | null) => valueOf(await gateway.chat(room, 0)).messages.map((m) => m.body);
    expect([await bodies(7), await bodies(null)]).toEqual([['hi'], []]);
    expect(store.messages.map((m) => m.body)).toEqual(['hi']);
    store.toggle();
    expect([store.open, store.host, store.messages]).toEqual([false, null, []]);
  });

  it('a refused room opens the chat with support and says why', async () => {
    const store = new ChatStore(new InMemoryChatGateway(new Set()), () => 0);
    store.refuse({ code: 'live.host_unavailable' });
    expect([store.open, store.host, store.failure?.code]).toEqual([true, null, 'live.host_unavailable']);
  });
});
