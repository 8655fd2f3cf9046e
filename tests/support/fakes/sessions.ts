import type { Session, SessionOrigin, SessionRepository, SessionScope } from '../../../core/platform/access/ports';

interface Row extends Session {
  readonly tokenHash: string;
  readonly revokedAt: Date | null;
}

/** Sessions in a map; token hashes are unique like the table's index. */
export class InMemorySessions implements SessionRepository {
  private readonly rows = new Map<number, Row>();
  private nextId = 1;

  async create(accountId: number, tokenHash: string, now: Date, expiresAt: Date, origin: SessionOrigin, scope: SessionScope = 'full'): Promise<Session> {
    for (const row of this.rows.values()) if (row.tokenHash === tokenHash) throw new Error('sessions: duplicate token hash');
    const row: Row = {
      id: this.nextId++,
      accountId,
      tokenHash,
      ip: origin.ip,
      userAgent: origin.userAgent,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      revokedAt: null,
      scope,
    };
    this.rows.set(row.id, row);
    return toSession(row);
  }

  async findActive(tokenHash: string): Promise<Session | null> {
    for (const row of this.rows.values()) if (row.tokenHash === tokenHash && row.revokedAt === null) return toSession(row);
    return null;
  }

  async listActive(accountId: number, now: Date): Promise<Session[]> {
    return [...this.rows.values()]
      .filter((r) => r.accountId === accountId && r.revokedAt === null && r.expiresAt > now)
      .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime() || b.id - a.id)
      .map(toSession);
  }

  async touch(id: number, at: Date): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, lastSeenAt: at });
  }

  async revoke(id: number, at: Date): Promise<void> {
    const row = this.rows.get(id);
    if (row && row.revokedAt === null) this.rows.set(id, { ...row, revokedAt: at });
  }

  async revokeOf(accountId: number, id: number, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.accountId !== accountId || row.revokedAt !== null) return false;
    this.rows.set(id, { ...row, revokedAt: at });
    return true;
  }

  async revokeOthers(accountId: number, keepId: number, at: Date): Promise<number> {
    let revoked = 0;
    for (const row of this.rows.values()) {
      if (row.accountId !== accountId || row.id === keepId || row.revokedAt !== null) continue;
      this.rows.set(row.id, { ...row, revokedAt: at });
      revoked++;
    }
    return revoked;
  }

  async revokeAllFor(accountId: number, at: Date): Promise<void> {
    for (const row of this.rows.values()) if (row.accountId === accountId && row.revokedAt === null) this.rows.set(row.id, { ...row, revokedAt: at });
  }

  async shortenTo(accountId: number, lifetimeMs: number): Promise<void> {
    for (const row of this.rows.values()) {
      if (row.accountId !== accountId || row.revokedAt !== null) continue;
      const cap = new Date(row.createdAt.getTime() + lifetimeMs);
      if (cap < row.expiresAt) this.rows.set(row.id, { ...row, expiresAt: cap });
    }
  }

  /** Test helper: sessions of an account that are not revoked. */
  activeFor(accountId: number): Session[] {
    return [...this.rows.values()].filter((r) => r.accountId === accountId && r.revokedAt === null).map(toSession);
  }
}

function toSession(row: Row): Session {
  return {
    id: row.id,
    accountId: row.accountId,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    ip: row.ip,
    userAgent: row.userAgent,
    scope: row.scope,
  };
}
