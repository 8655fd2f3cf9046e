import type { Result } from '../../domain/kernel/result';
import type { MessagePage, MessageQuery, MessageTarget } from './types';

/** The member's inbox on the server. Reads and deletions answer the unread count left. */
export interface MessagesGateway {
  messages(query: MessageQuery): Promise<Result<MessagePage>>;
  unreadCount(): Promise<Result<number>>;
  markMessagesRead(ids: readonly number[] | null): Promise<Result<{ unread: number }>>;
  deleteMessages(ids: readonly number[]): Promise<Result<{ unread: number }>>;
}

/** Support writing to members (staff only; the server checks). */
export interface MessageSendingGateway {
  sendMessage(target: MessageTarget, title: string, body: string): Promise<Result<{ recipients: number }>>;
}
