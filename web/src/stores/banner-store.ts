import { makeAutoObservable, runInAction } from 'mobx';
import type { BannerView, LoadBanners } from '../../../core/portal/system/banners';

/** The banners of each group, fetched once per page load when a group is first shown. */
export class BannerStore {
  private readonly groups = new Map<string, readonly BannerView[]>();

  constructor(private readonly load: LoadBanners) {
    makeAutoObservable<BannerStore, 'load'>(this, { load: false });
  }

  of(group: string): readonly BannerView[] {
    return this.groups.get(group) ?? [];
  }

  async fetch(group: string): Promise<void> {
    if (this.groups.has(group)) return;
    this.groups.set(group, []);
    const result = await this.load.execute(group);
    runInAction(() => this.groups.set(group, result.ok ? result.value : []));
  }
}
