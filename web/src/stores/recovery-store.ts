import { makeAutoObservable, runInAction } from 'mobx';
import type { Failure, Result } from '../../../core/domain/kernel/result';
import type { NewPasswordForm, RecoverPassword, SmsResetForm } from '../../../core/portal/access/recover-password';
import type { AuthStore } from './auth-store';
import type { SystemStore } from './system-store';

/** Forgot password: the mailed link's request, the link's reset page, and the reset by SMS. */
export class RecoveryStore {
  busy = false;
  error: Failure | null = null;
  linkSent = false;
  passwordReset = false;

  constructor(
    private readonly recover: RecoverPassword,
    private readonly auth: AuthStore,
    private readonly system: SystemStore,
  ) {
    makeAutoObservable<RecoveryStore, 'recover' | 'auth' | 'system'>(this, { recover: false, auth: false, system: false });
  }

  /** The phone way is the default where the operator switched it on. */
  get phoneFirst(): boolean {
    return this.system.feature('CHNGPASSVERIF3');
  }

  reset(): void {
    this.busy = false;
    this.error = null;
    this.linkSent = false;
    this.passwordReset = false;
  }

  async requestLink(username: string, email: string): Promise<void> {
    const result = await this.run(this.recover.requestLink(username, email));
    if (result.ok) runInAction(() => (this.linkSent = true));
  }

  async resetWithLink(token: string, form: NewPasswordForm): Promise<void> {
    const result = await this.run(this.recover.resetWithLink(token, form, this.system.passwordPattern));
    if (result.ok) runInAction(() => (this.passwordReset = true));
  }

  /** Succeeds logged in: the header follows at once. */
  async resetBySms(form: SmsResetForm): Promise<boolean> {
    const result = await this.run(this.recover.resetBySms(form, this.system.passwordPattern));
    if (result.ok) await this.auth.restore();
    return result.ok;
  }

  private async run<T>(call: Promise<Result<T>>): Promise<Result<T>> {
    this.busy = true;
    this.error = null;
    const result = await call;
    runInAction(() => {
      this.busy = false;
      this.error = result.ok ? null : result.error;
    });
    return result;
  }
}
