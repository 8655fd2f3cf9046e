import { makeAutoObservable, runInAction } from 'mobx';
import type { Failure, Result } from '../../../core/domain/kernel/result';
import type { ConfirmAuthenticator } from '../../../core/portal/security/confirm-authenticator';
import type { LoadSecurityCentre, SecurityCentre } from '../../../core/portal/security/load-security-centre';
import type { Profile } from '../../../core/domain/access/profile';
import type { BindContact, RequestEmailCode } from '../../../core/portal/security/bind-contact';
import type { AuthenticatorSetup, ContactBinding, MyProfile } from '../../../core/portal/security/ports';
import type { SaveProfile } from '../../../core/portal/security/save-profile';
import type { RevokeSessions } from '../../../core/portal/security/revoke-sessions';
import type { StartAuthenticator } from '../../../core/portal/security/start-authenticator';
import type { UnbindAuthenticator } from '../../../core/portal/security/unbind-authenticator';

export interface SecurityUseCases {
  readonly load: LoadSecurityCentre;
  readonly start: StartAuthenticator;
  readonly confirm: ConfirmAuthenticator;
  readonly unbind: UnbindAuthenticator;
  readonly revoke: RevokeSessions;
  readonly saveProfile: SaveProfile;
  readonly bindContact: BindContact;
  readonly requestEmailCode: RequestEmailCode;
}

/** The security centre's view model: the authenticator and its binding steps, devices, login history. */
export class SecurityStore {
  centre: SecurityCentre | null = null;
  loadError: Failure | null = null;
  /** The secret being bound, until a code from the app confirms it. */
  setup: AuthenticatorSetup | null = null;
  /** Shown once, right after binding. */
  recoveryCodes: readonly string[] | null = null;
  busy = false;

  constructor(
    private readonly useCases: SecurityUseCases,
    private readonly timeZone: () => string,
  ) {
    makeAutoObservable<SecurityStore, 'useCases' | 'timeZone'>(this, { useCases: false, timeZone: false });
  }

  async load(): Promise<void> {
    const result = await this.useCases.load.execute();
    runInAction(() => {
      this.centre = result.ok ? result.value : null;
      this.loadError = result.ok ? null : result.error;
    });
  }

  async startBinding(): Promise<Result<AuthenticatorSetup>> {
    return this.run(
      () => this.useCases.start.execute(),
      (setup) => {
        this.setup = setup;
        this.recoveryCodes = null;
      },
    );
  }

  cancelBinding(): void {
    this.setup = null;
  }

  async confirm(code: string): Promise<Result<{ recoveryCodes: string[] }>> {
    return this.run(
      () => this.useCases.confirm.execute(code),
      ({ recoveryCodes }) => {
        this.setup = null;
        this.recoveryCodes = recoveryCodes;
      },
    );
  }

  dismissRecoveryCodes(): void {
    this.recoveryCodes = null;
  }

  async unbind(code: string): Promise<Result<null>> {
    return this.run(
      () => this.useCases.unbind.execute(code),
      () => {},
    );
  }

  async saveProfile(current: MyProfile, form: Profile): Promise<Result<MyProfile>> {
    return this.run(
      () => this.useCases.saveProfile.execute(current, form, this.timeZone()),
      () => {},
    );
  }

  requestEmailCode(email: string): Promise<Result<{ countdownSeconds: number }> | null> {
    return this.useCases.requestEmailCode.execute(email);
  }

  async bindContact(binding: ContactBinding): Promise<Result<{ kind: 'mobile' | 'email'; value: string }>> {
    return this.run(
      () => this.useCases.bindContact.execute(binding),
      () => {},
    );
  }

  async revoke(target: { sessionId: number } | 'others'): Promise<Result<{ revoked: number }>> {
    return this.run(
      () => this.useCases.revoke.execute(target),
      () => {},
    );
  }

  /** Runs a call with the busy flag, applies its value and reloads the centre after a success. */
  private async run<T>(call: () => Promise<Result<T>>, apply: (value: T) => void): Promise<Result<T>> {
    this.busy = true;
    const result = await call();
    runInAction(() => {
      this.busy = false;
      if (result.ok) apply(result.value);
    });
    if (result.ok) await this.load();
    return result;
  }
}
