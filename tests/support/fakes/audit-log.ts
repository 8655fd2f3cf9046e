import { nodeSha256 } from '../../../adapters/crypto/node-sha256';
import { GENESIS_HASH, linkHash } from '../../../core/domain/audit/audit-chain';
import type { Clock } from '../../../core/domain/kernel/ports';
import type { AccountRepository } from '../../../core/platform/access/ports';
import type { AuditEntry, AuditEvent, AuditHead, AuditLog, AuditQuery, AuditTrail, ListedAuditEntry } from '../../../core/platform/audit/ports';

/**
 * The audit log in memory, chained by the core rule as audit_append chains it. `tamper` and
 * `remove` change stored entries behind the chain's back, as someone with database access could.
 */
export class InMemoryAuditLog implements AuditTrail, AuditLog {
  private entries: AuditEntry[] = [];
  private chainHead: { lastId: number | null; hash: Uint8Array } = { lastId: null, hash: GENESIS_HASH };

  constructor(
    private readonly clock: Clock,
    private readonly accounts: Pick<AccountRepository, 'findById'>,
  ) {}

  async record(event: AuditEvent): Promise<void> {
    const account = typeof event.actor === 'string' ? null : await this.accounts.findById(event.actor.accountId);
    const entry = {
      id: (this.entries.at(-1)?.id ?? 0) + 1,
      at: this.clock.now(),
      actor: typeof event.actor === 'string' ? event.actor : 'account',
      actorId: typeof event.actor === 'string' ? null : event.actor.accountId,
      actorType: account?.type ?? null,
      kind: event.kind,
      subject: event.subject,
      detail: JSON.stringify(event.detail),
    } as const;
    const hash = linkHash(this.chainHead.hash, entry, nodeSha256);
    this.entries.push({ ...entry, prevHash: this.chainHead.hash, hash });
    this.chainHead = { lastId: entry.id, hash };
  }

  async list(query: AuditQuery): Promise<{ items: ListedAuditEntry[]; total: number }> {
    const actor = query.actor;
    const matching = this.entries.filter(
      (e) =>
        (actor === undefined || (typeof actor === 'string' ? e.actor === actor : e.actorId === actor.accountId)) &&
        (query.kind === undefined || e.kind === query.kind || e.kind.startsWith(`${query.kind}.`)) &&
        (query.from === undefined || e.at >= query.from) &&
        (query.to === undefined || e.at < query.to),
    );
    const page = [...matching].reverse().slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize);
    const items = await Promise.all(
      page.map(async (e) => ({ ...e, account: e.actorId === null ? null : ((await this.accounts.findById(e.actorId))?.username ?? null) })),
    );
    return { items, total: matching.length };
  }

  async head(): Promise<AuditHead> {
    return { ...this.chainHead, newestId: this.entries.at(-1)?.id ?? null };
  }

  async range(after: number, until: number, limit: number): Promise<AuditEntry[]> {
    return this.entries.filter((e) => e.id > after && e.id <= until).slice(0, limit);
  }

  tamper(id: number, change: Partial<Omit<AuditEntry, 'id'>>): void {
    this.entries = this.entries.map((e) => (e.id === id ? { ...e, ...change } : e));
  }

  remove(id: number): void {
    this.entries = this.entries.filter((e) => e.id !== id);
  }
}
