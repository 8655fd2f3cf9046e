import type { Clock } from '../../../core/domain/kernel/ports';
import type { Inbox, InboxMessage, InboxPage, InboxQuery, MessageRepository, MessageType } from '../../../core/platform/messages/ports';

/** Messages in an array, newest last; `accountTypes` stands in for the accounts table that sendToAll reads. */
export class InMemoryMessages implements MessageRepository, Inbox {
  private readonly rows: (InboxMessage & { accountId: number })[] = [];
  private nextId = 1;
  /** The live-channel announcements, in order. */
  readonly announced: { accountId: number; id: number; type: MessageType }[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly accountTypes: () => Promise<ReadonlyMap<number, number>> = async () => new Map(),
  ) {}

  async add(accountId: number, type: MessageType, params: Readonly<Record<string, string>>): Promise<void> {
    const message = { id: this.nextId++, accountId, type, params: { ...params }, createdAt: this.clock.now(), readAt: null };
    this.rows.push(message);
    this.announced.push({ accountId, id: message.id, type });
  }

  async sendToAll(
    type: MessageType,
    params: Readonly<Record<string, string>>,
    excludedTypes: readonly number[],
    only: readonly number[] | null,
  ): Promise<number> {
    let n = 0;
    for (const [accountId, accountType] of await this.accountTypes()) {
      if (excludedTypes.includes(accountType) || (only !== null && !only.includes(accountId))) continue;
      await this.add(accountId, type, params);
      n++;
    }
    return n;
  }

  async page(accountId: number, query: InboxQuery): Promise<InboxPage> {
    const own = this.rows.filter((m) => m.accountId === accountId).reverse();
    const unread = own.filter((m) => m.readAt === null);
    const listed = query.unreadOnly ? unread : own;
    const start = (query.pageNo - 1) * query.pageSize;
    return { items: listed.slice(start, start + query.pageSize).map(({ accountId: _owner, ...m }) => m), total: listed.length, unread: unread.length };
  }

  async unreadCount(accountId: number): Promise<number> {
    return this.rows.filter((m) => m.accountId === accountId && m.readAt === null).length;
  }

  async markRead(accountId: number, ids: readonly number[] | null, at: Date): Promise<number> {
    let n = 0;
    this.rows.forEach((m, i) => {
      if (m.accountId !== accountId || m.readAt !== null || (ids !== null && !ids.includes(m.id))) return;
      this.rows[i] = { ...m, readAt: at };
      n++;
    });
    return n;
  }

  async remove(accountId: number, ids: readonly number[]): Promise<number> {
    const before = this.rows.length;
    for (let i = this.rows.length - 1; i >= 0; i--) if (this.rows[i]!.accountId === accountId && ids.includes(this.rows[i]!.id)) this.rows.splice(i, 1);
    return before - this.rows.length;
  }
}
