import { makeAutoObservable, runInAction } from 'mobx';
import type { BannerView, LoadBanners } from '../../../core/portal/system/banners';

/** The banners of each group in each language, fetched once per page load when a group is first shown in it. */
export class BannerStore {
  private readonly groups = new Map<string, readonly BannerView[]>();

  constructor(
    private readonly load: LoadBanners,
    private readonly language: () => string,
  ) {
    makeAutoObservable<BannerStore, 'load' | 'language'>(this, { load: false, language: false });
  }

  of(group: string): readonly BannerView[] {
    return this.groups.get(`${this.language()}:${group}`) ?? [];
  }

  async fetch(group: string): Promise<void> {
    const key = `${this.language()}:${group}`;
    if (this.groups.has(key)) return;
    this.groups.set(key, []);
    const result = await this.load.execute(group);
    runInAction(() => this.groups.set(key, result.ok ? result.value : []));
  }
}
