/**
 * Runs `work` every `everyMs` in this process, never two runs at once; a failed run (the database
 * closing, a lost connection) is simply retried by the next one. The timer does not keep the
 * process alive.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private kicked = false;
  private lastStartedAt = Date.now();
  /** Runs finished, failed ones included. */
  runs = 0;

  constructor(
    readonly name: string,
    private readonly work: () => Promise<unknown>,
    private readonly everyMs: number,
  ) {}

  start(): void {
    this.lastStartedAt = Date.now();
    this.timer ??= setInterval(() => this.tick(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Seconds the job is behind its period: 0 while runs start on time (or it is not scheduled), growing while one hangs past its period. */
  lagSeconds(): number {
    if (!this.timer) return 0;
    return Math.max(0, Date.now() - this.lastStartedAt - this.everyMs) / 1000;
  }

  /** One run now, after the one under way if any; its failure is the caller's. */
  async runNow(): Promise<void> {
    await this.running;
    this.lastStartedAt = Date.now();
    const run = this.work();
    this.running = this.settle(run);
    await run;
  }

  /** A run as soon as possible, for work that just arrived: now, or after the run under way. Only a started job is kicked; one a test runs by hand waits for the test. */
  kick(): void {
    if (!this.timer) return;
    if (this.running) this.kicked = true;
    else this.tick();
  }

  private tick(): void {
    if (this.running) return;
    this.lastStartedAt = Date.now();
    this.running = this.settle(this.work());
  }

  private settle(run: Promise<unknown>): Promise<void> {
    return run
      .then(() => undefined, () => undefined)
      .finally(() => {
        this.runs++;
        this.running = null;
        if (this.kicked) {
          this.kicked = false;
          this.kick();
        }
      });
  }
}
