import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import type { UsageWindow } from '../../../core/domain/protection/limits';
import { firstBreach, type CappedWindow, type LimitBreach, type Protection } from '../../../core/domain/protection/protection';
import type { ProtectionRepository, SeedWindow, StoredProtection } from '../../../core/platform/protection/ports';

const slot = (accountId: number, w: UsageWindow) => `${accountId}|${w.metric}|${w.period}|${w.key}`;

/**
 * Records and usage in maps; every call completes before the next begins, so `reserve` is
 * atomic as the SQL one is. Seeding reads the amounts a test put in `history`.
 */
export class InMemoryProtection implements ProtectionRepository {
  private readonly records = new Map<number, StoredProtection>();
  private readonly used = new Map<string, bigint>();
  /** What the account's history holds per metric and instant, for seeding. */
  readonly history: { accountId: number; metric: UsageWindow['metric']; at: Date; amount: bigint }[] = [];

  async find(accountId: number): Promise<StoredProtection | null> {
    return this.records.get(accountId) ?? null;
  }

  async findMany(accountIds: readonly number[]): Promise<Map<number, StoredProtection>> {
    return new Map(accountIds.flatMap((id) => (this.records.has(id) ? [[id, this.records.get(id)!] as const] : [])));
  }

  async save(accountId: number, record: Protection, version: number, seed: readonly SeedWindow[], _by: AuditActor): Promise<boolean> {
    if ((this.records.get(accountId)?.version ?? 0) !== version) return false;
    this.records.set(accountId, { ...record, version: version + 1 });
    if (seed.length > 0) {
      for (const key of [...this.used.keys()]) if (key.startsWith(`${accountId}|`)) this.used.delete(key);
      for (const w of seed) {
        const sum = this.history.filter((h) => h.accountId === accountId && h.metric === w.metric && h.at >= w.from).reduce((s, h) => s + h.amount, 0n);
        this.used.set(slot(accountId, w), sum);
      }
    }
    return true;
  }

  async reserve(accountId: number, windows: readonly CappedWindow[], amount: bigint): Promise<LimitBreach | null> {
    const breach = firstBreach(windows, this.read(accountId, windows), amount);
    if (!breach) this.move(accountId, windows, amount);
    return breach;
  }

  async add(accountId: number, windows: readonly UsageWindow[], amount: bigint): Promise<void> {
    this.move(accountId, windows, amount);
  }

  async usage(accountId: number, windows: readonly UsageWindow[]): Promise<bigint[]> {
    return this.read(accountId, windows);
  }

  /** Check and add happen in one turn of the event loop, as one SQL transaction would. */
  private read(accountId: number, windows: readonly UsageWindow[]): bigint[] {
    return windows.map((w) => this.used.get(slot(accountId, w)) ?? 0n);
  }

  private move(accountId: number, windows: readonly UsageWindow[], amount: bigint): void {
    for (const w of windows) this.used.set(slot(accountId, w), (this.used.get(slot(accountId, w)) ?? 0n) + amount);
  }
}
