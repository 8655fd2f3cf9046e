import { EventEmitter } from 'node:events';
import type { EventHub, MemberEvent } from '../../core/platform/messages/ports';

/** Fans events out to the sockets of this process; fed by the outbox relay (PGlite) or the NoticeListener (PostgreSQL). */
export class InProcessEventHub implements EventHub {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(event: MemberEvent): void {
    this.emitter.emit(event.channel, event);
  }

  subscribe(channel: string, listener: (event: MemberEvent) => void): () => void {
    this.emitter.on(channel, listener);
    return () => this.emitter.off(channel, listener);
  }
}
