import { EVENTS_NOTICE, NOTICE_CHANNEL } from './notice-channel';
import type { OutboxFanOut } from './outbox-fan-out';

/**
 * Several processes (PostgreSQL): NOTIFY the outbox ids, which every process's listener reads and
 * publishes to its own sockets. PostgreSQL sends the notice only if the claim commits. Ids, not
 * payloads, keep a batch under NOTIFY's 8000 bytes: 500 ids of at most 10 digits.
 */
export class NotifyFanOut implements OutboxFanOut {
  readonly notice = { channel: NOTICE_CHANNEL, prefix: EVENTS_NOTICE };

  deliver(): void {}
}
