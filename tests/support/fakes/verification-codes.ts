import { ok, type Result } from '../../../core/domain/kernel/result';
import type { SendHistory } from '../../../core/domain/verification/send-throttle';
import type { Clock } from '../../../core/domain/kernel/ports';
import type { CodeHasher, CodePurpose, SmsSender, StoredCode, VerificationCodes } from '../../../core/platform/verification/ports';

interface Row extends StoredCode {
  readonly purpose: CodePurpose;
  readonly destination: string;
  readonly ip: string;
  readonly createdAt: Date;
}

/** Codes in an array, stamped with the clock's time like the table's default. */
export class InMemoryVerificationCodes implements VerificationCodes {
  private readonly rows: Row[] = [];

  constructor(private readonly clock: Clock) {}

  async issue(code: { purpose: CodePurpose; destination: string; codeHash: string; ip: string; expiresAt: Date }): Promise<void> {
    this.rows.push({ id: this.rows.length + 1, ...code, wrongTries: 0, usedAt: null, createdAt: this.clock.now() });
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

/** Keeps every SMS so a test can read the code, as a person reads their phone. */
export class RecordingSms implements SmsSender {
  readonly sent: { to: string; text: string }[] = [];

  async send(to: string, text: string): Promise<Result<null>> {
    this.sent.push({ to, text });
    return ok(null);
  }

  lastCodeTo(to: string): string | null {
    const text = this.sent.filter((m) => m.to === to).at(-1)?.text;
    return text ? (/\b(\d{6})\b/.exec(text)?.[1] ?? null) : null;
  }
}
