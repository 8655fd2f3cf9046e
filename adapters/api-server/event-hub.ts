import { EventEmitter } from 'node:events';
import type { EventHub, MemberEvent } from '../../core/platform/wallet/member-events';

/** Fans events out to the sockets of this process (several processes: see the scale-out issue). */
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
