import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodicJob } from '../../../adapters/scheduler/periodic-job';

/** The scheduler itself, on vitest's fake timers: every other test runs the jobs by hand. */
describe('a periodic job', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once a period once started, never two runs at once, and counts its runs', async () => {
    let running = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const job = new PeriodicJob(
      'slow',
      async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => (release = resolve));
        running--;
      },
      { everyMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(job.runs).toBe(0);
    job.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(running).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(most).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(job.runs).toBe(1);
    expect(running).toBe(1);
    release();
    await job.stop();
    expect(job.runs).toBe(2);
  });

  it('retries a failed run on the next period and reports how far it lags while a run hangs', async () => {
    let calls = 0;
    let hang: Promise<void> | null = null;
    const job = new PeriodicJob(
      'flaky',
      async () => {
        calls++;
        if (calls === 1) throw new Error('database closing');
        if (calls === 3) await (hang = new Promise<void>(() => undefined));
      },
      { everyMs: 1000 },
    );
    expect(job.lagSeconds()).toBe(0);
    job.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect([calls, job.runs]).toEqual([2, 2]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(hang).not.toBeNull();
    expect(job.lagSeconds()).toBe(0);
    await vi.advanceTimersByTimeAsync(4500);
    expect(job.lagSeconds()).toBe(3.5);
    expect(calls).toBe(3);
  });

  it('runs now when asked, after the run under way, and gives the caller its failure; an unscheduled job never lags', async () => {
    const seen: string[] = [];
    let fail = false;
    const job = new PeriodicJob(
      'manual',
      async () => {
        seen.push('run');
        if (fail) throw new Error('boom');
      },
      { everyMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toEqual([]);
    expect(job.lagSeconds()).toBe(0);
    await job.runNow();
    fail = true;
    await expect(job.runNow()).rejects.toThrow('boom');
    expect([seen.length, job.runs]).toEqual([2, 2]);
  });

  it('starts with a run when it knows when its work is due, then sleeps until then, never longer than its period', async () => {
    const starts: number[] = [];
    const t0 = Date.now();
    let dueAt = t0 + 7_000;
    const job = new PeriodicJob('due', async () => void starts.push(Date.now()), { everyMs: 60_000, untilDue: async () => dueAt - Date.now() });
    job.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(starts.map((t) => t - t0)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(starts).toHaveLength(1);
    dueAt = Infinity;
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(starts.map((t) => t - t0)).toEqual([0, 7_000, 67_000]);
    await job.stop();
  });

  it('runs when woken, no sooner than its gap after the last start, once for any number of wakes, and not at all before it is started', async () => {
    let runs = 0;
    const job = new PeriodicJob('woken', async () => void runs++, { everyMs: 60_000, minGapMs: 5_000 });
    job.wake();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toBe(0);
    job.start();
    await vi.advanceTimersByTimeAsync(1_000);
    for (let i = 0; i < 10; i++) job.wake();
    await vi.advanceTimersByTimeAsync(3_999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    await job.stop();
  });
});
