import type { Clock, Random } from '../../../core/domain/kernel/ports';

/** A clock that moves only when the test says so. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start: Date | number = Date.UTC(2026, 0, 15, 12, 0, 0)) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): this {
    this.current += ms;
    return this;
  }

  set(at: Date | number): this {
    this.current = typeof at === 'number' ? at : at.getTime();
    return this;
  }
}

/** Deterministic bytes: a counter, or a fixed script of byte arrays to hand out in turn. */
export class FakeRandom implements Random {
  private counter = 0;
  private readonly script: Uint8Array[];

  constructor(script: readonly (readonly number[])[] = []) {
    this.script = script.map((bytes) => Uint8Array.from(bytes));
  }

  bytes(length: number): Uint8Array {
    const next = this.script.shift();
    if (next) return Uint8Array.from({ length }, (_, i) => next[i % next.length] ?? 0);
    this.counter++;
    return Uint8Array.from({ length }, (_, i) => (this.counter * 31 + i * 7) & 0xff);
  }
}
