import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Inbox, MessageRepository } from '../../../core/platform/messages/ports';

export interface InboxFixture {
  readonly inbox: Inbox & MessageRepository;
  /** A new account of the given type that sendToAll can reach. */
  readonly newAccountId: (type?: number) => Promise<number>;
}

const AT = new Date('2026-11-01T10:00:00.000Z');

/** The Inbox contract: every adapter and fake must pass it from an empty store. */
export function inboxContract(fresh: () => Promise<InboxFixture>): void {
  describe('Inbox contract', () => {
    let f: InboxFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it("lists a member's own messages newest first with their params, paged, with total and unread counts", async () => {
      const alice = await f.newAccountId();
      const bob = await f.newAccountId();
      for (let i = 1; i <= 5; i++) await f.inbox.add(alice, 'new_message', { title: `t${i}`, body: 'b' });
      await f.inbox.add(bob, 'deposit_credited', { amount: '100', depositId: '1' });
      const first = await f.inbox.page(alice, { unreadOnly: false, pageNo: 1, pageSize: 2 });
      expect(first.items.map((m) => m.params['title'])).toEqual(['t5', 't4']);
      expect(first).toMatchObject({ total: 5, unread: 5 });
      expect(first.items[0]).toMatchObject({ type: 'new_message', params: { title: 't5', body: 'b' }, readAt: null });
      expect(first.items[0]!.createdAt).toBeInstanceOf(Date);
      expect((await f.inbox.page(alice, { unreadOnly: false, pageNo: 3, pageSize: 2 })).items.map((m) => m.params['title'])).toEqual(['t1']);
      expect((await f.inbox.page(bob, { unreadOnly: false, pageNo: 1, pageSize: 10 })).items).toMatchObject([
        { type: 'deposit_credited', params: { amount: '100', depositId: '1' } },
      ]);
    });

    it("marking read touches only the owner's unread messages; null marks them all", async () => {
      const alice = await f.newAccountId();
      const bob = await f.newAccountId();
      for (let i = 0; i < 3; i++) await f.inbox.add(alice, 'new_message', { title: 'x', body: 'y' });
      await f.inbox.add(bob, 'new_message', { title: 'x', body: 'y' });
      const [newest, , oldest] = (await f.inbox.page(alice, { unreadOnly: false, pageNo: 1, pageSize: 10 })).items;
      const bobs = (await f.inbox.page(bob, { unreadOnly: false, pageNo: 1, pageSize: 10 })).items[0]!;
      expect(await f.inbox.markRead(alice, [newest!.id, bobs.id], AT)).toBe(1);
      expect(await f.inbox.markRead(alice, [newest!.id], AT)).toBe(0);
      expect(await f.inbox.unreadCount(alice)).toBe(2);
      expect(await f.inbox.unreadCount(bob)).toBe(1);
      const unreadOnly = await f.inbox.page(alice, { unreadOnly: true, pageNo: 1, pageSize: 10 });
      expect(unreadOnly.items.map((m) => m.id)).not.toContain(newest!.id);
      expect(unreadOnly).toMatchObject({ total: 2, unread: 2 });
      expect(await f.inbox.markRead(alice, null, AT)).toBe(2);
      expect(await f.inbox.unreadCount(alice)).toBe(0);
      const read = (await f.inbox.page(alice, { unreadOnly: false, pageNo: 1, pageSize: 10 })).items.find((m) => m.id === oldest!.id)!;
      expect(read.readAt?.toISOString()).toBe(AT.toISOString());
      expect(await f.inbox.unreadCount(bob)).toBe(1);
    });

    it("remove deletes only the owner's messages", async () => {
      const alice = await f.newAccountId();
      const bob = await f.newAccountId();
      await f.inbox.add(alice, 'new_message', { title: 'a', body: 'a' });
      await f.inbox.add(bob, 'new_message', { title: 'b', body: 'b' });
      const a = (await f.inbox.page(alice, { unreadOnly: false, pageNo: 1, pageSize: 10 })).items[0]!;
      const b = (await f.inbox.page(bob, { unreadOnly: false, pageNo: 1, pageSize: 10 })).items[0]!;
      expect(await f.inbox.remove(alice, [a.id, b.id])).toBe(1);
      expect(await f.inbox.remove(alice, [a.id])).toBe(0);
      expect((await f.inbox.page(alice, { unreadOnly: false, pageNo: 1, pageSize: 10 })).total).toBe(0);
      expect((await f.inbox.page(bob, { unreadOnly: false, pageNo: 1, pageSize: 10 })).total).toBe(1);
    });

    it('sendToAll reaches every account whose type is not excluded, once each', async () => {
      const members = [await f.newAccountId(0), await f.newAccountId(1), await f.newAccountId(0)];
      const trial = await f.newAccountId(4);
      const staff = await f.newAccountId(99);
      expect(await f.inbox.sendToAll('new_message', { title: 'hello', body: 'all' }, [4, 99], null)).toBe(3);
      for (const id of members) expect(await f.inbox.unreadCount(id)).toBe(1);
      expect(await f.inbox.unreadCount(trial)).toBe(0);
      expect(await f.inbox.unreadCount(staff)).toBe(0);
    });

    it('sendToAll with `only` reaches just those of them, still never an excluded type', async () => {
      const [first, second] = [await f.newAccountId(0), await f.newAccountId(1)];
      const trial = await f.newAccountId(4);
      expect(await f.inbox.sendToAll('new_message', { title: 'vip', body: 'only' }, [4, 99], [second, trial])).toBe(1);
      expect([await f.inbox.unreadCount(first), await f.inbox.unreadCount(second), await f.inbox.unreadCount(trial)]).toEqual([0, 1, 0]);
      expect(await f.inbox.sendToAll('new_message', { title: 'none', body: 'empty' }, [4, 99], [])).toBe(0);
    });

    it('property: after any mix of adds, reads and removals the unread count is the unread messages listed', async () => {
      const alice = await f.newAccountId();
      type Op = { kind: 'add' } | { kind: 'read'; pick: number } | { kind: 'remove'; pick: number } | { kind: 'readAll' };
      const op = fc.oneof(
        fc.constant<Op>({ kind: 'add' }),
        fc.nat(20).map((pick): Op => ({ kind: 'read', pick })),
        fc.nat(20).map((pick): Op => ({ kind: 'remove', pick })),
        fc.constant<Op>({ kind: 'readAll' }),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(op, { maxLength: 15 }), async (ops) => {
          const ids = (await f.inbox.page(alice, { unreadOnly: false, pageNo: 1, pageSize: 1000 })).items.map((m) => m.id);
          if (ids.length) await f.inbox.remove(alice, ids);
          for (const o of ops) {
            const listed = (await f.inbox.page(alice, { unreadOnly: false, pageNo: 1, pageSize: 1000 })).items;
            if (o.kind === 'add') await f.inbox.add(alice, 'new_message', { title: 't', body: 'b' });
            else if (o.kind === 'readAll') await f.inbox.markRead(alice, null, AT);
            else if (listed.length) {
              const id = listed[o.pick % listed.length]!.id;
              if (o.kind === 'read') await f.inbox.markRead(alice, [id], AT);
              else await f.inbox.remove(alice, [id]);
            }
          }
          const all = await f.inbox.page(alice, { unreadOnly: false, pageNo: 1, pageSize: 1000 });
          const unread = all.items.filter((m) => m.readAt === null).length;
          expect(await f.inbox.unreadCount(alice)).toBe(unread);
          expect(all.unread).toBe(unread);
          expect(all.total).toBe(all.items.length);
        }),
        { numRuns: 25 },
      );
    });
  });
}
