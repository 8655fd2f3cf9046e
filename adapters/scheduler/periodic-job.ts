/** When a job runs besides `runNow`. */
export interface JobTiming {
  /** The longest wait from one run's end to the next run: the job's period, or the safety net of a job that is woken or knows when its work is due. */
  readonly everyMs: number;
  /** How long after the start of a run a `wake()` may start the next one; 0 when absent. */
  readonly minGapMs?: number;
  /** Milliseconds from now to the job's next known work, asked after each run; the job then waits that long if it is sooner than `everyMs`, and starts with a run. */
  readonly untilDue?: () => Promise<number | null>;
}

/**
 * Runs `work` in this process on one timer, never two runs at once: `everyMs` after the end of the
 * last run, sooner when its work is due sooner (`untilDue`) or something woke it (`wake`); a
 * failed run (the database closing, a lost connection) is simply retried by the next one. The
 * timer does not keep the process alive.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;
  private started = false;
  private woken = false;
  private running: Promise<void> | null = null;
  private lastStartedAt = Date.now();
  /** Runs finished, failed ones included. */
  runs = 0;

  constructor(
    readonly name: string,
    private readonly work: () => Promise<unknown>,
    private readonly timing: JobTiming,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.lastStartedAt = Date.now();
    this.arm(this.timing.untilDue ? 0 : this.timing.everyMs);
  }

  async stop(): Promise<void> {
    this.started = false;
    this.disarm();
    await this.running;
  }

  /** Something the job handles happened (money moved, a schedule changed): run within `minGapMs` of the last start. Ignored unless started. */
  wake(): void {
    if (!this.started) return;
    if (this.running) this.woken = true;
    else this.arm(this.lastStartedAt + (this.timing.minGapMs ?? 0) - Date.now());
  }

  /** Seconds the job is behind its period: 0 while runs start on time (or it is not scheduled), growing while one hangs past its period. */
  lagSeconds(): number {
    if (!this.started) return 0;
    return Math.max(0, Date.now() - this.lastStartedAt - this.timing.everyMs) / 1000;
  }

  /** One run now, after the one under way if any; its failure is the caller's. */
  async runNow(): Promise<void> {
    await this.running;
    this.lastStartedAt = Date.now();
    const run = this.work();
    this.running = this.settle(run);
    await run;
  }

  /** Fires in `ms` (at least 0), unless the timer already fires sooner. */
  private arm(ms: number): void {
    const at = Date.now() + Math.max(0, ms);
    if (at >= this.timerAt) return;
    this.disarm();
    this.timerAt = at;
    this.timer = setTimeout(() => this.tick(), at - Date.now());
    this.timer.unref();
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
  }

  private tick(): void {
    this.disarm();
    if (this.running) return;
    this.lastStartedAt = Date.now();
    this.woken = false;
    this.running = this.settle(this.work());
  }

  private settle(run: Promise<unknown>): Promise<void> {
    return run
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => (this.started ? this.untilNext() : null))
      .finally(() => {
        this.runs++;
        this.running = null;
      })
      .then((ms) => {
        if (ms === null || !this.started) return;
        this.arm(ms);
        if (this.woken) this.wake();
      });
  }

  /** The wait before the next run: `everyMs`, or less when the work is due sooner. */
  private async untilNext(): Promise<number> {
    const due = await this.timing.untilDue?.().catch(() => null);
    return due == null ? this.timing.everyMs : Math.min(due, this.timing.everyMs);
  }
}
