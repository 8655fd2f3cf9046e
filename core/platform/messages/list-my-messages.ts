import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { Inbox, InboxPage, InboxQuery } from './ports';

/** The member's inbox, a page at a time. Trial accounts have none. */
export class ListMyMessages {
  constructor(private readonly inbox: Pick<Inbox, 'page'>) {}

  async execute({ account, role }: Principal, query: InboxQuery): Promise<Result<InboxPage>> {
    if (role === 'staff') return fail('access.forbidden');
    if (role === 'trial') return ok({ items: [], total: 0, unread: 0 });
    return ok(await this.inbox.page(account.id, query));
  }
}
