import type { TeamStatsRollup } from '../../../core/platform/agency/ports';

const HOUR_MS = 3_600_000;
const floorHour = (at: number) => Math.floor(at / HOUR_MS) * HOUR_MS;

/**
 * The rollup's contract over closed rounds in an array, per member and UTC hour, as
 * SqlTeamStatsRollup keeps member_stats: each call recomputes (never increments) every hour from one
 * hour before the watermark, or from the first hour with data, to the hour holding `until`, and
 * moves the watermark to `until` (never back). `calls` and `recomputed` record what each call did.
 */
export class InMemoryTeamStatsRollup implements TeamStatsRollup {
  private readonly rounds: { accountId: number; endedAt: number; stake: bigint }[] = [];
  /** Stake per `accountId|hour start (ms)`. */
  readonly stats = new Map<string, bigint>();
  readonly calls: Date[] = [];
  readonly recomputed: { from: Date; to: Date }[] = [];
  watermark: Date | null = null;

  /** A round that closed at `endedAt`, visible to the rollup from now on (it may be written late). */
  round(accountId: number, endedAt: Date, stake: bigint): void {
    this.rounds.push({ accountId, endedAt: endedAt.getTime(), stake });
  }

  async rollUp(until: Date): Promise<number> {
    this.calls.push(until);
    const first = this.rounds.length ? Math.min(...this.rounds.map((r) => r.endedAt)) : until.getTime();
    const start = this.watermark ? floorHour(this.watermark.getTime()) - HOUR_MS : floorHour(first);
    const end = floorHour(until.getTime()) + HOUR_MS;
    const hours = Math.max(0, (end - start) / HOUR_MS);
    if (hours > 0) {
      for (const key of [...this.stats.keys()]) {
        const hour = Number(key.split('|')[1]);
        if (hour >= start && hour < end) this.stats.delete(key);
      }
      for (const [key, stake] of this.sums(start, end)) this.stats.set(key, stake);
      this.recomputed.push({ from: new Date(start), to: new Date(end) });
    }
    if (!this.watermark || until > this.watermark) this.watermark = until;
    return hours;
  }

  /** What the statistics should hold for the hours before `end`: every round summed afresh. */
  expected(end: Date): Map<string, bigint> {
    return this.sums(-Infinity, end.getTime());
  }

  private sums(from: number, to: number): Map<string, bigint> {
    const sums = new Map<string, bigint>();
    for (const r of this.rounds) {
      if (r.endedAt < from || r.endedAt >= to) continue;
      const key = `${r.accountId}|${floorHour(r.endedAt)}`;
      sums.set(key, (sums.get(key) ?? 0n) + r.stake);
    }
    return sums;
  }
}
