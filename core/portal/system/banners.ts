import type { Texts } from '../../domain/system/content-texts';
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
  /** Words in further languages: language → field → text. */
  readonly texts?: Texts;
}

export interface AnnouncementView {
  readonly id: number;
  readonly kind: string;
  readonly execution: string;
  readonly title: string;
  readonly content: string;
  readonly sort: number;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
  readonly enabled: boolean;
}

export interface NewAnnouncement {
  readonly kind: string;
  readonly execution: string;
  readonly title: string;
  readonly content?: string;
  readonly sort?: number;
  readonly startsAt?: string;
  readonly endsAt?: string;
  /** Words in further languages: language → field → text. */
  readonly texts?: Texts;
}

export interface AnnouncementListsView {
  readonly banners: BannerView[];
  readonly player: AnnouncementView[];
  readonly popup: AnnouncementView[];
  readonly promotion: AnnouncementView[];
}

export interface BannerGateway {
  banners(group: string): Promise<Result<BannerView[]>>;
  allBanners(): Promise<Result<BannerView[]>>;
  createBanner(banner: NewBanner): Promise<Result<BannerView>>;
  disableBanner(id: number): Promise<Result<null>>;
  announcements(types: readonly string[]): Promise<Result<AnnouncementListsView>>;
  allAnnouncements(): Promise<Result<AnnouncementView[]>>;
  createAnnouncement(announcement: NewAnnouncement): Promise<Result<AnnouncementView>>;
  disableAnnouncement(id: number): Promise<Result<null>>;
}

/** The banners a modal or page shows (login, register, forgot password, home). */
export class LoadBanners {
  constructor(private readonly gateway: Pick<BannerGateway, 'banners'>) {}

  execute(group: string): Promise<Result<BannerView[]>> {
    return this.gateway.banners(group);
  }
}

/** What the home page announces: its banners, the notice marquee and list, and the popups. */
export class LoadAnnouncements {
  constructor(private readonly gateway: Pick<BannerGateway, 'announcements'>) {}

  execute(): Promise<Result<AnnouncementListsView>> {
    return this.gateway.announcements(['B', 'PL', 'PU', 'PR', 'H']);
  }
}

/** Support's banner and announcement desk (`portal banner …`, `portal announce …`); the server checks every rule. */
export class SupportBanners {
  constructor(private readonly gateway: Omit<BannerGateway, 'banners' | 'announcements'>) {}

  create(banner: NewBanner): Promise<Result<BannerView>> {
    return this.gateway.createBanner(banner);
  }

  list(): Promise<Result<BannerView[]>> {
    return this.gateway.allBanners();
  }

  disable(id: number): Promise<Result<null>> {
    return this.gateway.disableBanner(id);
  }

  announce(announcement: NewAnnouncement): Promise<Result<AnnouncementView>> {
    return this.gateway.createAnnouncement(announcement);
  }

  announcements(): Promise<Result<AnnouncementView[]>> {
    return this.gateway.allAnnouncements();
  }

  withdrawAnnouncement(id: number): Promise<Result<null>> {
    return this.gateway.disableAnnouncement(id);
  }
}
