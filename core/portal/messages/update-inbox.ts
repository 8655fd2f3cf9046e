import { fail, type Result } from '../../domain/kernel/result';
import type { MessagesGateway } from './ports';

/** Marks messages read (all of them when no ids are given) or deletes some; answers the unread count left. */
export class UpdateInbox {
  constructor(private readonly gateway: MessagesGateway) {}

  markRead(ids: readonly number[] | null): Promise<Result<{ unread: number }>> {
    if (ids !== null && ids.length === 0) return Promise.resolve(fail('validation.required', { field: 'ids' }));
    return this.gateway.markMessagesRead(ids);
  }

  remove(ids: readonly number[]): Promise<Result<{ unread: number }>> {
    if (ids.length === 0) return Promise.resolve(fail('validation.required', { field: 'ids' }));
    return this.gateway.deleteMessages(ids);
  }
}
