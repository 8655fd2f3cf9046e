import { makeAutoObservable, runInAction } from 'mobx';
import { registrationRulesOf, type RegistrationRules } from '../../../core/domain/access/registration';
import type { Failure } from '../../../core/domain/kernel/result';
import { decodeServicePath } from '../../../core/domain/system/service-path';
import { isFeatureEnabled, SOCIAL_PROVIDERS, type SocialProvider } from '../../../core/domain/system/settings';
import type { SystemGateway } from '../../../core/portal/system/ports';
import type { SystemStatus } from '../../../core/portal/system/types';

/** The permission response of /wps/system/status, loaded before the app renders. */
export class SystemStore {
  status: SystemStatus | null = null;
  error: Failure | null = null;

  constructor(private readonly gateway: SystemGateway) {
    makeAutoObservable(this);
  }

  async load(): Promise<void> {
    const result = await this.gateway.status();
    runInAction(() => {
      if (result.ok) {
        this.status = result.value;
        this.error = null;
      } else this.error = result.error;
    });
  }

  get state(): 0 | 1 | 2 {
    return this.status?.state ?? 0;
  }

  get registerRules(): RegistrationRules {
    return registrationRulesOf(this.status?.register.fields ?? {});
  }

  get passwordPattern() {
    return this.registerRules.password;
  }

  get currencySymbol(): string {
    return this.status?.currency.symbol ?? '';
  }

  get languages(): readonly string[] {
    return this.status?.supportLanguages ?? ['EN'];
  }

  /** The social sign-in providers the operator switched on. */
  get socialProviders(): readonly SocialProvider[] {
    return this.feature('SOCIALLOGIN') ? SOCIAL_PROVIDERS.filter((p) => this.feature(p)) : [];
  }

  feature(modId: string): boolean {
    return this.status ? isFeatureEnabled(this.status.whitelabel, modId) : false;
  }

  /** Customer-service links arrive encoded; null when the operator has none of that type. */
  serviceUrl(csType: string): string | null {
    const entry = this.status?.customerService.find((c) => c.csType === csType);
    return entry ? decodeServicePath(entry.path) : null;
  }
}
