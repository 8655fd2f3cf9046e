import type { Clock } from '../../../core/domain/kernel/ports';
import type { RateLimiter } from '../../../core/platform/access/ports';

/** Fixed windows aligned to multiples of the window length, like the SQL limiter. */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    const slot = this.slot(key, windowMs);
    const count = (this.counts.get(slot) ?? 0) + 1;
    this.counts.set(slot, count);
    return count <= limit;
  }

  async count(key: string, windowMs: number): Promise<number> {
    return (this.counts.get(this.slot(key, windowMs)) ?? 0) + (this.counts.get(this.slot(key, windowMs, 1)) ?? 0);
  }

  private slot(key: string, windowMs: number, windowsBack = 0): string {
    const now = this.clock.now().getTime();
    return `${key}\u0000${now - (now % windowMs) - windowsBack * windowMs}`;
  }
}
