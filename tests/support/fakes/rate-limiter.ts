import type { Clock } from '../../../core/domain/kernel/ports';
import type { RateLimiter } from '../../../core/platform/access/ports';

/** Fixed windows aligned to multiples of the window length, like the SQL limiter. */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    const now = this.clock.now().getTime();
    const slot = `${key}\u0000${now - (now % windowMs)}`;
    const count = (this.counts.get(slot) ?? 0) + 1;
    this.counts.set(slot, count);
    return count <= limit;
  }
}

/** A limiter that always answers the same, for use cases where limits are not the point. */
export class FixedRateLimiter implements RateLimiter {
  readonly keys: string[] = [];

  constructor(private readonly allow: boolean) {}

  async hit(key: string): Promise<boolean> {
    this.keys.push(key);
    return this.allow;
  }
}
