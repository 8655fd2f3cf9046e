import type { Result } from '../../domain/kernel/result';

export interface BannerView {
  readonly id: number;
  readonly groupName: string;
  readonly title: string;
  readonly url: string;
  readonly linkageType: string;
  readonly target: string;
  readonly sort: number;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
  readonly enabled: boolean;
}

export interface NewBanner {
  readonly groupName: string;
  readonly title: string;
  readonly url: string;
  readonly linkageType: string;
  readonly target?: string;
  readonly sort?: number;
  readonly startsAt?: string;
  readonly endsAt?: string;
}

export interface BannerGateway {
  banners(group: string): Promise<Result<BannerView[]>>;
  allBanners(): Promise<Result<BannerView[]>>;
  createBanner(banner: NewBanner): Promise<Result<BannerView>>;
  disableBanner(id: number): Promise<Result<null>>;
}

/** The banners a modal or page shows (login, register, forgot password, home). */
export class LoadBanners {
  constructor(private readonly gateway: Pick<BannerGateway, 'banners'>) {}

  execute(group: string): Promise<Result<BannerView[]>> {
    return this.gateway.banners(group);
  }
}

/** Support's banner desk (`portal banner create|list|disable`); the server checks every rule. */
export class SupportBanners {
  constructor(private readonly gateway: Omit<BannerGateway, 'banners'>) {}

  create(banner: NewBanner): Promise<Result<BannerView>> {
    return this.gateway.createBanner(banner);
  }

  list(): Promise<Result<BannerView[]>> {
    return this.gateway.allBanners();
  }

  disable(id: number): Promise<Result<null>> {
    return this.gateway.disableBanner(id);
  }
}
