import { retryAfter } from '../../domain/messaging/delivery-retry';
import type { Clock } from '../../domain/kernel/ports';
import type { MessageGateway, MessageQueue } from './ports';

/** Messages taken at once, and how long a taken one waits before another run may take it (its process may have died): long past the gateway's timeout for the whole batch. */
const BATCH = 20;
const HOLD_MS = 5 * 60_000;

/**
 * Sends the queued SMS and email through the operator's gateway until none is due. A failed send
 * is tried again later, and after its last try kept as failed for support. Nobody who asked for a
 * message hears how its delivery went, so no answer can depend on it.
 */
export class DeliverMessages {
  constructor(private readonly deps: { readonly queue: MessageQueue; readonly gateway: MessageGateway; readonly clock: Clock }) {}

  async execute(): Promise<void> {
    const { queue, gateway, clock } = this.deps;
    for (;;) {
      const now = clock.now();
      const batch = await queue.claimDue(now, new Date(now.getTime() + HOLD_MS), BATCH);
      for (const message of batch) {
        const sent = await gateway.send(message);
        if (sent.ok) await queue.delivered(message.id, clock.now());
        else await queue.undelivered(message.id, sent.error.code, retryAfter(message.tries, clock.now()));
      }
      if (batch.length < BATCH) return;
    }
  }

  /** When the next queued message is due, for the job to sleep until then. */
  nextDueAt(): Promise<Date | null> {
    return this.deps.queue.nextDueAt();
  }
}
