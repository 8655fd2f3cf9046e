import type { Session, SessionRepository } from '../../../core/platform/access/ports';

interface Row extends Session {
  readonly tokenHash: string;
  readonly ip: string;
  readonly revokedAt: Date | null;
}

/** Sessions in a map; token hashes are unique like the table's index. */
export class InMemorySessions implements SessionRepository {
  private readonly rows = new Map<number, Row>();
  private nextId = 1;

  async create(accountId: number, tokenHash: string, now: Date, expiresAt: Date, ip: string): Promise<Session> {
    for (const row of this.rows.values()) if (row.tokenHash === tokenHash) throw new Error('sessions: duplicate token hash');
    const row: Row = { id: this.nextId++, accountId, tokenHash, ip, createdAt: now, lastSeenAt: now, expiresAt, revokedAt: null };
    this.rows.set(row.id, row);
    return toSession(row);
  }

  async findActive(tokenHash: string): Promise<Session | null> {
    for (const row of this.rows.values()) if (row.tokenHash === tokenHash && row.revokedAt === null) return toSession(row);
    return null;
  }

  async touch(id: number, at: Date): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, lastSeenAt: at });
  }

  async revoke(id: number, at: Date): Promise<void> {
    const row = this.rows.get(id);
    if (row && row.revokedAt === null) this.rows.set(id, { ...row, revokedAt: at });
  }

  async revokeAllFor(accountId: number, at: Date): Promise<void> {
    for (const row of this.rows.values()) if (row.accountId === accountId && row.revokedAt === null) this.rows.set(row.id, { ...row, revokedAt: at });
  }

  /** Test helper: sessions of an account that are not revoked. */
  activeFor(accountId: number): Session[] {
    return [...this.rows.values()].filter((r) => r.accountId === accountId && r.revokedAt === null).map(toSession);
  }
}

function toSession(row: Row): Session {
  return { id: row.id, accountId: row.accountId, createdAt: row.createdAt, lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt };
}
