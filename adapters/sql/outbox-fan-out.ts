import type { EventHub, MemberEvent } from '../../core/platform/messages/ports';

export interface OutboxEvent extends MemberEvent {
  readonly id: number;
}

/** Where the rows an outbox relay claimed go. */
export interface OutboxFanOut {
  /** A NOTIFY the claiming statement sends with the claimed ids, so it goes out exactly when the claim commits. */
  readonly notice: { readonly channel: string; readonly prefix: string } | null;
  /** Hands claimed events to this process's listeners once the claim committed. */
  deliver(events: readonly OutboxEvent[]): void;
}

/** One process (PGlite): straight to this process's sockets. */
export class HubFanOut implements OutboxFanOut {
  readonly notice = null;

  constructor(private readonly hub: EventHub) {}

  deliver(events: readonly OutboxEvent[]): void {
    for (const { channel, event, payload } of events) this.hub.publish({ channel, event, payload });
  }
}
