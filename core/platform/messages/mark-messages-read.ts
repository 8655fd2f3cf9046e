import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { Inbox } from './ports';

/** Marks some of the member's messages read, or all of them when no ids are given; answers the unread count left. */
export class MarkMessagesRead {
  constructor(private readonly deps: { inbox: Pick<Inbox, 'markRead' | 'unreadCount'>; clock: Clock }) {}

  async execute({ account, role }: Principal, ids: readonly number[] | null): Promise<Result<{ unread: number }>> {
    if (role === 'staff' || role === 'trial') return fail('access.forbidden');
    if (ids !== null && ids.length === 0) return fail('validation.required', { field: 'ids' });
    await this.deps.inbox.markRead(account.id, ids, this.deps.clock.now());
    return ok({ unread: await this.deps.inbox.unreadCount(account.id) });
  }
}
