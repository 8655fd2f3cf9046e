import type { Kysely } from 'kysely';
import type { EventHub, MemberEvent } from '../../core/platform/wallet/member-events';
import type { Schema } from './schema';

export interface OutboxEvent extends MemberEvent {
  readonly id: number;
}

/** Where the rows an outbox relay claimed go: called inside the claiming transaction, so a claim that does not commit sends them again. */
export interface OutboxFanOut {
  send(trx: Kysely<Schema>, events: readonly OutboxEvent[]): Promise<void>;
}

/** One process (PGlite): straight to this process's sockets. */
export class HubFanOut implements OutboxFanOut {
  constructor(private readonly hub: EventHub) {}

  async send(_trx: Kysely<Schema>, events: readonly OutboxEvent[]): Promise<void> {
    for (const { channel, event, payload } of events) this.hub.publish({ channel, event, payload });
  }
}
