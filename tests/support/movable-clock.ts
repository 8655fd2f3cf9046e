import type { Clock } from '../../core/domain/kernel/ports';

/** A test server's clock: the wall clock, moved forward when a test says so; it never goes back. */
export class MovableClock implements Clock {
  private offsetMs = 0;
  private frozenAtMs: number | null = null;

  now(): Date {
    return new Date(this.frozenAtMs ?? Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    if (ms < 0) throw new Error('a test clock only moves forward');
    this.offsetMs += ms;
    if (this.frozenAtMs !== null) this.frozenAtMs += ms;
  }

  /** Stops the clock where it reads now until `resume`: calls that must share a time window do, however slow the machine. */
  freeze(): void {
    this.frozenAtMs ??= Date.now() + this.offsetMs;
  }

  /** Lets the clock run on from where it was frozen. */
  resume(): void {
    if (this.frozenAtMs === null) return;
    this.offsetMs = this.frozenAtMs - Date.now();
    this.frozenAtMs = null;
  }
}
