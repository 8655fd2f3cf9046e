import type { VipTotals } from '../../../core/domain/engagement/vip';
import type { PlayTotals, ValidBetOfType, VipRecords } from '../../../core/platform/engagement/ports';

interface Activity {
  readonly accountId: number;
  readonly at: Date;
  readonly kind: 'round' | 'deposit';
  readonly amount: bigint;
  readonly gameType: string;
}

/**
 * Closed rounds and approved deposits in an array, read as SqlPlayTotals reads the rounds and
 * deposits tables: totals over all time, activity from `since` inclusive. `asked` keeps every
 * `since` that activeSince was called with, in order.
 */
export class InMemoryPlayTotals implements PlayTotals {
  private readonly rows: Activity[] = [];
  readonly asked: Date[] = [];

  /** A closed round of `stake`, ended at `at`. */
  round(accountId: number, at: Date, stake: bigint, gameType = 'RNG'): void {
    this.rows.push({ accountId, at, kind: 'round', amount: stake, gameType });
  }

  /** An approved deposit, decided at `at`. */
  deposit(accountId: number, at: Date, amount: bigint): void {
    this.rows.push({ accountId, at, kind: 'deposit', amount, gameType: '' });
  }

  async totals(accountId: number): Promise<VipTotals> {
    const own = this.rows.filter((r) => r.accountId === accountId);
    const sum = (kind: Activity['kind']) => own.filter((r) => r.kind === kind).reduce((total, r) => total + r.amount, 0n);
    return { validBet: sum('round'), deposit: sum('deposit') };
  }

  async validBetByType(accountId: number, from: Date, to: Date): Promise<ValidBetOfType[]> {
    const byType = new Map<string, bigint>();
    for (const r of this.rows) {
      if (r.accountId === accountId && r.kind === 'round' && r.at >= from && r.at < to) byType.set(r.gameType, (byType.get(r.gameType) ?? 0n) + r.amount);
    }
    return [...byType]
      .filter(([, validBet]) => validBet > 0n)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([gameType, validBet]) => ({ gameType, validBet }));
  }

  async activeSince(since: Date): Promise<number[]> {
    this.asked.push(since);
    return [...new Set(this.rows.filter((r) => r.at >= since).map((r) => r.accountId))];
  }
}

/** Recorded VIP levels in a map; like the table's conditional upsert, a level is only ever raised. */
export class InMemoryVipRecords implements VipRecords {
  readonly levels = new Map<number, number>();

  async level(accountId: number): Promise<number> {
    return this.levels.get(accountId) ?? 0;
  }

  async raise(accountId: number, level: number): Promise<boolean> {
    if (level <= (this.levels.get(accountId) ?? 0) && this.levels.has(accountId)) return false;
    this.levels.set(accountId, level);
    return true;
  }

  async atLeast(level: number): Promise<number[]> {
    return [...this.levels]
      .filter(([, l]) => l >= level)
      .map(([id]) => id)
      .sort((a, b) => a - b);
  }
}
