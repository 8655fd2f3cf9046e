import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { Inbox } from './ports';

/** Deletes some of the member's own messages; answers the unread count left. */
export class DeleteMessages {
  constructor(private readonly inbox: Pick<Inbox, 'remove' | 'unreadCount'>) {}

  async execute({ account, role }: Principal, ids: readonly number[]): Promise<Result<{ unread: number }>> {
    if (role === 'staff' || role === 'trial') return fail('access.forbidden');
    if (ids.length === 0) return fail('validation.required', { field: 'ids' });
    await this.inbox.remove(account.id, ids);
    return ok({ unread: await this.inbox.unreadCount(account.id) });
  }
}
