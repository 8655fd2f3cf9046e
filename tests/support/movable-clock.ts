import type { Clock } from '../../core/domain/kernel/ports';

/** A test server's clock: the wall clock, moved forward when a test says so; it never goes back. */
export class MovableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    if (ms < 0) throw new Error('a test clock only moves forward');
    this.offsetMs += ms;
  }
}
