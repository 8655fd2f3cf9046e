import { makeAutoObservable, runInAction } from 'mobx';
import type { Failure } from '../../../core/domain/kernel/result';
import type { SystemGateway } from '../../../core/portal/system/ports';
import type { HelpCenter } from '../../../core/portal/system/types';

export class HelpStore {
  help: HelpCenter | null = null;
  error: Failure | null = null;
  loading = false;

  constructor(private readonly gateway: SystemGateway) {
    makeAutoObservable<HelpStore, 'gateway'>(this, { gateway: false });
  }

  async load(lang: string): Promise<void> {
    this.loading = true;
    const result = await this.gateway.helpCenter(lang);
    runInAction(() => {
      this.loading = false;
      if (result.ok) {
        this.help = result.value;
        this.error = null;
      } else this.error = result.error;
    });
  }
}
