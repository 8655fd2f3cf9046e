import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { Inbox } from './ports';

/** Drives the red badges. Trial and staff accounts have no inbox, so nothing is unread. */
export class CountUnreadMessages {
  constructor(private readonly inbox: Pick<Inbox, 'unreadCount'>) {}

  async execute({ account, role }: Principal): Promise<Result<number>> {
    if (role === 'trial' || role === 'staff') return ok(0);
    return ok(await this.inbox.unreadCount(account.id));
  }
}
