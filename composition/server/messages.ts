import { CountUnreadMessages } from '../../core/platform/messages/count-unread-messages';
import { DeleteMessages } from '../../core/platform/messages/delete-messages';
import { ListMyMessages } from '../../core/platform/messages/list-my-messages';
import { MarkMessagesRead } from '../../core/platform/messages/mark-messages-read';
import { SendMessage } from '../../core/platform/messages/send-message';
import type { Platform } from '../../adapters/api-server/platform';
import { SqlVipRecords } from '../../adapters/sql/repositories/sql-loyalty';
import type { ServerWiring } from './wiring';

/** The members' inbox and the messages staff send. */
export function messageUseCases(w: ServerWiring) {
  const { messages } = w;
  return {
    countUnreadMessages: new CountUnreadMessages(messages),
    listMyMessages: new ListMyMessages(messages),
    markMessagesRead: new MarkMessagesRead({ inbox: messages, clock: w.clock }),
    deleteMessages: new DeleteMessages(messages),
    sendMessage: new SendMessage({ accounts: w.access.accounts, messages, inbox: messages, settings: w.settings, vip: new SqlVipRecords(w.db) }),
  } satisfies Partial<Platform>;
}
