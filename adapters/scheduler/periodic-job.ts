/**
 * Runs `work` every `everyMs` in this process, never two runs at once; a failed run (the database
 * closing, a lost connection) is simply retried by the next one. The timer does not keep the
 * process alive.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly everyMs: number,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => this.tick(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.work()
      .then(() => undefined, () => undefined)
      .finally(() => {
        this.running = null;
      });
  }
}
