import type { OutgoingMessage } from '../../../core/domain/messaging/outgoing-message';
import type { MessageQueue, QueuedMessage } from '../../../core/platform/verification/ports';

type Row = OutgoingMessage & { id: number; tries: number; status: 'queued' | 'sent' | 'failed'; nextTryAt: number; reason: string | null };

/** Queued messages in an array; `enqueue` stands for a repository queueing one with its code, due at once. */
export class InMemoryMessageQueue implements MessageQueue {
  readonly rows: Row[] = [];

  async enqueue(message: OutgoingMessage, at: Date): Promise<void> {
    this.rows.push({ ...message, id: this.rows.length + 1, tries: 0, status: 'queued', nextTryAt: at.getTime(), reason: null });
  }

  async claimDue(now: Date, heldUntil: Date, limit: number): Promise<QueuedMessage[]> {
    const due = this.rows.filter((r) => r.status === 'queued' && r.nextTryAt <= now.getTime()).sort((a, b) => a.nextTryAt - b.nextTryAt || a.id - b.id);
    const taken = due.slice(0, limit).sort((a, b) => a.id - b.id);
    for (const row of taken) {
      row.tries++;
      row.nextTryAt = heldUntil.getTime();
    }
    return taken.map(({ id, channel, to, subject, text, tries }) => ({ id, channel, to, subject, text, tries }));
  }

  async nextDueAt(): Promise<Date | null> {
    const due = this.rows.filter((r) => r.status === 'queued').map((r) => r.nextTryAt);
    return due.length > 0 ? new Date(Math.min(...due)) : null;
  }

  async delivered(id: number): Promise<void> {
    this.row(id).status = 'sent';
  }

  async undelivered(id: number, reason: string, retryAt: Date | null): Promise<void> {
    const row = this.row(id);
    row.reason = reason;
    if (retryAt) row.nextTryAt = retryAt.getTime();
    else row.status = 'failed';
  }

  private row(id: number): Row {
    const row = this.rows[id - 1];
    if (!row) throw new Error(`no queued message ${id}`);
    return row;
  }
}
