import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../../core/domain/kernel/ports';
import { checkPending } from '../../../core/domain/protection/reality-check';
import type { AnswerRealityCheck } from '../../../core/portal/protection/answer-reality-check';
import type { LoadRealityCheck, RealityCheck, SessionSummary } from '../../../core/portal/protection/load-reality-check';

export interface RealityCheckUseCases {
  readonly load: LoadRealityCheck;
  readonly answer: AnswerRealityCheck;
}

/** Calls `tick` every `ms` until the returned function is called. */
export type Ticker = (ms: number, tick: () => void) => () => void;

const TICK_MS = 1000;

/** The logged-in session's clock, and the reality check that interrupts it at the operator's interval. */
export class RealityCheckStore {
  check: RealityCheck | null = null;
  /** This device's clock at the last tick. */
  deviceNowMs: number;
  /** The check is on screen, with figures fetched when it fell due. */
  shown = false;
  private fetching = false;
  private stopTicking: (() => void) | null = null;

  constructor(
    private readonly useCases: RealityCheckUseCases,
    private readonly clock: Clock,
    private readonly every: Ticker,
  ) {
    this.deviceNowMs = clock.now().getTime();
    makeAutoObservable<RealityCheckStore, 'useCases' | 'clock' | 'every' | 'fetching' | 'stopTicking'>(this, {
      useCases: false,
      clock: false,
      every: false,
      fetching: false,
      stopTicking: false,
    });
  }

  get summary(): SessionSummary | null {
    return this.check?.summary ?? null;
  }

  private get serverNowMs(): number {
    return this.deviceNowMs + (this.check?.skewMs ?? 0);
  }

  /** How long this login has lasted, on the server's clock. */
  get elapsedMs(): number {
    return this.check ? Math.max(0, this.serverNowMs - this.check.schedule.startMs) : 0;
  }

  /** After a login or a reload: a check missed meanwhile shows at once. */
  async start(): Promise<void> {
    this.end();
    const loaded = await this.useCases.load.execute();
    if (!loaded.ok) return;
    runInAction(() => (this.check = loaded.value));
    this.tick();
    this.stopTicking = this.every(TICK_MS, () => this.tick());
  }

  end(): void {
    this.stopTicking?.();
    this.stopTicking = null;
    this.check = null;
    this.shown = false;
  }

  tick(): void {
    this.deviceNowMs = this.clock.now().getTime();
    if (this.check && !this.shown && !this.fetching && checkPending(this.check.schedule, this.serverNowMs)) void this.showCheck();
  }

  /** Continue or view history: the next check falls at the next multiple of the interval. */
  answer(): void {
    if (!this.check) return;
    this.check = { ...this.check, schedule: this.useCases.answer.execute(this.check.schedule, this.serverNowMs) };
    this.shown = false;
  }

  /** The check shows even when fresh figures cannot be had: then with the last ones. */
  private async showCheck(): Promise<void> {
    this.fetching = true;
    const fresh = await this.useCases.load.execute();
    runInAction(() => {
      this.fetching = false;
      if (!this.check) return;
      if (fresh.ok) this.check = fresh.value;
      this.shown = checkPending(this.check.schedule, this.serverNowMs);
    });
  }
}
