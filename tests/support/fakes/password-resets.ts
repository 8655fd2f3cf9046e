import type { OutgoingMessage } from '../../../core/domain/messaging/outgoing-message';
import type { PasswordReset, PasswordResets } from '../../../core/platform/verification/ports';
import { RecordingPostbox } from './postbox';

export class InMemoryPasswordResets implements PasswordResets {
  private readonly rows: { id: number; accountId: number; tokenHash: string; expiresAt: Date; usedAt: Date | null }[] = [];

  constructor(readonly postbox = new RecordingPostbox()) {}

  async create(accountId: number, tokenHash: string, expiresAt: Date, message: OutgoingMessage): Promise<void> {
    if (this.rows.some((r) => r.tokenHash === tokenHash)) throw new Error('password_resets: token_hash must be unique');
    this.rows.push({ id: this.rows.length + 1, accountId, tokenHash, expiresAt, usedAt: null });
    this.postbox.sent.push(message);
  }

  async findActive(tokenHash: string, now: Date): Promise<PasswordReset | null> {
    const row = this.rows.find((r) => r.tokenHash === tokenHash && r.usedAt === null && r.expiresAt > now);
    return row ? { id: row.id, accountId: row.accountId } : null;
  }

  async consume(id: number, at: Date): Promise<boolean> {
    const row = this.rows[id - 1];
    if (!row || row.usedAt !== null) return false;
    row.usedAt = at;
    return true;
  }
}
