import type { OutgoingMessage } from '../../../core/domain/messaging/outgoing-message';
import type {
  Authenticator,
  Authenticators,
  KnownIps,
  LoginChallenges,
  LoginHistory,
  LoginRecord,
  NewChallenge,
  StoredChallenge,
} from '../../../core/platform/access/ports';
import { RecordingPostbox } from './postbox';

/** Known IPs in a set of `account|ip` keys. */
export class InMemoryKnownIps implements KnownIps {
  private readonly seen = new Map<string, { first: Date; last: Date }>();

  async isKnown(accountId: number, ip: string): Promise<boolean> {
    return this.seen.has(`${accountId}|${ip}`);
  }

  async remember(accountId: number, ip: string, at: Date): Promise<void> {
    const key = `${accountId}|${ip}`;
    this.seen.set(key, { first: this.seen.get(key)?.first ?? at, last: at });
  }
}

export class InMemoryLoginChallenges implements LoginChallenges {
  private readonly rows = new Map<string, StoredChallenge>();

  constructor(readonly postbox = new RecordingPostbox()) {}

  async create(challenge: NewChallenge): Promise<void> {
    if (this.rows.has(challenge.id)) throw new Error('login_challenges: duplicate id');
    this.rows.set(challenge.id, { ...challenge, factors: [...challenge.factors], wrongAnswers: 0, closedAt: null, codeFactor: null, codeHash: null });
  }

  async find(id: string): Promise<StoredChallenge | null> {
    return this.rows.get(id) ?? null;
  }

  async setCode(id: string, factor: 'sms' | 'email', codeHash: string, message: OutgoingMessage): Promise<void> {
    const row = this.rows.get(id);
    if (!row) return;
    this.rows.set(id, { ...row, codeFactor: factor, codeHash });
    this.postbox.sent.push(message);
  }

  async recordWrong(id: string, limit: number): Promise<number | null> {
    const row = this.rows.get(id);
    if (!row || row.closedAt !== null || row.wrongAnswers >= limit) return null;
    this.rows.set(id, { ...row, wrongAnswers: row.wrongAnswers + 1 });
    return row.wrongAnswers + 1;
  }

  async close(id: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.closedAt !== null) return false;
    this.rows.set(id, { ...row, closedAt: at });
    return true;
  }
}

interface AuthenticatorRow {
  readonly secret: Uint8Array;
  readonly confirmedAt: Date | null;
  readonly lastUsedStep: number | null;
  readonly codes: Map<string, Date | null>;
}

export class InMemoryAuthenticators implements Authenticators {
  private readonly rows = new Map<number, AuthenticatorRow>();

  async find(accountId: number): Promise<Authenticator | null> {
    const row = this.rows.get(accountId);
    if (!row) return null;
    const recoveryCodesLeft = [...row.codes.values()].filter((used) => used === null).length;
    return { secret: Uint8Array.from(row.secret), confirmedAt: row.confirmedAt, lastUsedStep: row.lastUsedStep, recoveryCodesLeft };
  }

  async stage(accountId: number, secret: Uint8Array): Promise<boolean> {
    if (this.rows.get(accountId)?.confirmedAt) return false;
    this.rows.set(accountId, { secret: Uint8Array.from(secret), confirmedAt: null, lastUsedStep: null, codes: new Map() });
    return true;
  }

  async confirm(accountId: number, step: number, recoveryCodeHashes: readonly string[], at: Date): Promise<boolean> {
    const row = this.rows.get(accountId);
    if (!row || row.confirmedAt) return false;
    this.rows.set(accountId, { ...row, confirmedAt: at, lastUsedStep: step, codes: new Map(recoveryCodeHashes.map((h) => [h, null])) });
    return true;
  }

  async useStep(accountId: number, step: number): Promise<boolean> {
    const row = this.rows.get(accountId);
    if (!row?.confirmedAt || (row.lastUsedStep !== null && row.lastUsedStep >= step)) return false;
    this.rows.set(accountId, { ...row, lastUsedStep: step });
    return true;
  }

  async useRecoveryCode(accountId: number, codeHash: string, at: Date): Promise<boolean> {
    const row = this.rows.get(accountId);
    if (!row?.confirmedAt || row.codes.get(codeHash) !== null) return false;
    row.codes.set(codeHash, at);
    return true;
  }

  async remove(accountId: number): Promise<void> {
    this.rows.delete(accountId);
  }
}

export class InMemoryLoginHistory implements LoginHistory {
  private readonly rows: { accountId: number; entry: LoginRecord }[] = [];

  async record(accountId: number, entry: LoginRecord): Promise<void> {
    this.rows.push({ accountId, entry });
  }

  async recent(accountId: number, limit: number): Promise<LoginRecord[]> {
    return this.rows
      .filter((r) => r.accountId === accountId)
      .map((r) => r.entry)
      .reverse()
      .slice(0, limit);
  }

  async lastLoginBefore(accountId: number, before: Date): Promise<Date | null> {
    const times = this.rows.filter((r) => r.accountId === accountId && r.entry.success && r.entry.at < before).map((r) => r.entry.at.getTime());
    return times.length === 0 ? null : new Date(Math.max(...times));
  }
}
