import type { Result } from '../../domain/kernel/result';
import type { MessagesGateway } from './ports';
import type { MessagePage, MessageQuery } from './types';

export const INBOX_PAGE_SIZE = 10;

/** A page of the member's inbox, newest first, optionally only the unread. */
export class LoadInbox {
  constructor(private readonly gateway: MessagesGateway) {}

  execute(pageNo: number, unreadOnly: boolean): Promise<Result<MessagePage>> {
    const query: MessageQuery = { pageNo: Math.max(1, Math.floor(pageNo)), pageSize: INBOX_PAGE_SIZE, unreadOnly };
    return this.gateway.messages(query);
  }
}
