import type { OutgoingMessage } from '../../../core/domain/messaging/outgoing-message';
import type { Postbox } from '../../../core/platform/verification/ports';

/** The messages the in-memory repositories queued with their codes and links, for a test to read as a person reads their phone or mailbox. */
export class RecordingPostbox implements Postbox {
  readonly sent: OutgoingMessage[] = [];

  constructor(readonly open = true) {}

  lastCodeTo(to: string): string | null {
    const text = this.sent.filter((m) => m.to === to).at(-1)?.text;
    return text ? (/\b(\d{6})\b/.exec(text)?.[1] ?? null) : null;
  }
}
