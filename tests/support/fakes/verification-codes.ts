import type { SendHistory } from '../../../core/domain/verification/send-throttle';
import type { Clock } from '../../../core/domain/kernel/ports';
import type { OutgoingMessage } from '../../../core/domain/messaging/outgoing-message';
import type { CodeHasher, CodePurpose, StoredCode, VerificationCodes } from '../../../core/platform/verification/ports';
import { RecordingPostbox } from './postbox';

interface Row extends StoredCode {
  readonly purpose: CodePurpose;
  readonly destination: string;
  readonly ip: string;
  readonly createdAt: Date;
}

/** Codes in an array, stamped with the clock's time like the table's default; the messages carrying them go to `postbox`. */
export class InMemoryVerificationCodes implements VerificationCodes {
  private readonly rows: Row[] = [];

  constructor(
    private readonly clock: Clock,
    readonly postbox = new RecordingPostbox(),
  ) {}

  async issue(
    code: { purpose: CodePurpose; destination: string; codeHash: string; ip: string; expiresAt: Date },
    message: OutgoingMessage | null,
  ): Promise<void> {
    this.rows.push({ id: this.rows.length + 1, ...code, wrongTries: 0, usedAt: null, createdAt: this.clock.now() });
    if (message) this.postbox.sent.push(message);
  }

  async latest(purpose: CodePurpose, destination: string): Promise<StoredCode | null> {
    const row = this.rows.filter((r) => r.purpose === purpose && r.destination === destination).at(-1);
    return row ? { id: row.id, codeHash: row.codeHash, expiresAt: row.expiresAt, wrongTries: row.wrongTries, usedAt: row.usedAt } : null;
  }

  async history(destination: string, ip: string, since: Date): Promise<SendHistory> {
    const recent = this.rows.filter((r) => r.createdAt >= since);
    return { toDestination: recent.filter((r) => r.destination === destination).map((r) => r.createdAt), fromIp: recent.filter((r) => r.ip === ip).length };
  }

  async recordWrongTry(id: number): Promise<void> {
    this.update(id, (r) => ({ ...r, wrongTries: r.wrongTries + 1 }));
  }

  async consume(id: number, at: Date): Promise<boolean> {
    const row = this.rows[id - 1];
    if (!row || row.usedAt !== null) return false;
    this.update(id, (r) => ({ ...r, usedAt: at }));
    return true;
  }

  private update(id: number, change: (row: Row) => Row): void {
    const row = this.rows[id - 1];
    if (row) this.rows[id - 1] = change(row);
  }
}

/** A readable stand-in for the HMAC hasher. */
export const plainCodeHasher: CodeHasher = { hash: (purpose, destination, code) => `${purpose}|${destination}|${code}` };
