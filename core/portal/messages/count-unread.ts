import { ok, type Result } from '../../domain/kernel/result';
import type { Role } from '../../domain/access/roles';
import type { MessagesGateway } from './ports';

/** The unread count behind the red badges; trial users have no inbox, so it is not asked for. */
export class CountUnread {
  constructor(private readonly gateway: Pick<MessagesGateway, 'unreadCount'>) {}

  execute(role: Role): Promise<Result<number>> {
    if (role !== 'member' && role !== 'agent') return Promise.resolve(ok(0));
    return this.gateway.unreadCount();
  }
}
