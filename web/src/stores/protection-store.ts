import { makeAutoObservable, runInAction } from 'mobx';
import type { Failure, Result } from '../../../core/domain/kernel/result';
import type { LimitKey } from '../../../core/domain/protection/limits';
import type { ChangeMyLimit, LoadMyProtection, TakeMyBreak } from '../../../core/portal/protection/manage-my-protection';
import type { BreakChoice, LimitInfo, ProtectionInfo } from '../../../core/portal/protection/ports';
import type { AuthStore } from './auth-store';

export interface ProtectionUseCases {
  readonly load: LoadMyProtection;
  readonly change: ChangeMyLimit;
  readonly takeBreak: TakeMyBreak;
}

/** The responsible-gaming section's view model: limits with their pending changes and usage, and breaks. */
export class ProtectionStore {
  info: ProtectionInfo | null = null;
  loadError: Failure | null = null;
  busy = false;

  constructor(
    private readonly useCases: ProtectionUseCases,
    private readonly auth: AuthStore,
  ) {
    makeAutoObservable<ProtectionStore, 'useCases' | 'auth'>(this, { useCases: false, auth: false });
  }

  limit(key: LimitKey): LimitInfo | null {
    return this.info?.limits.find((l) => l.key === key) ?? null;
  }

  async load(): Promise<void> {
    const result = await this.useCases.load.execute();
    runInAction(() => {
      this.info = result.ok ? result.value : null;
      this.loadError = result.ok ? null : result.error;
    });
  }

  change(key: LimitKey, value: string): Promise<Result<ProtectionInfo>> {
    return this.run(() => this.useCases.change.execute(key, value));
  }

  takeBreak(choice: BreakChoice): Promise<Result<ProtectionInfo>> {
    return this.run(() => this.useCases.takeBreak.execute(choice));
  }

  /** A break that has begun ended this session too: the shell is told why, with the end date. */
  announceBreak(): void {
    const pause = this.info?.pause;
    if (pause)
      this.auth.sessionEnded({
        code: pause.kind === 'timeout' ? 'protection.time_out' : 'protection.self_excluded',
        value: pause.endsAt ? { until: pause.endsAt } : {},
      });
  }

  private async run(call: () => Promise<Result<ProtectionInfo>>): Promise<Result<ProtectionInfo>> {
    this.busy = true;
    const result = await call();
    runInAction(() => {
      this.busy = false;
      if (result.ok) this.info = result.value;
    });
    return result;
  }
}
