import { makeAutoObservable, runInAction } from 'mobx';
import type { AnnouncementListsView, AnnouncementView, LoadAnnouncements } from '../../../core/portal/system/banners';
import type { PopupAudience, PopupsSeen } from '../../../core/portal/system/popups';

/** The notice list shows 9 notices a page. */
export const NOTICES_PER_PAGE = 9;

/** Announcements for whoever is looking: the notice marquee and list, and the popups still to show this session. */
export class AnnouncementStore {
  lists: AnnouncementListsView | null = null;
  /** The lists have been answered (or refused) once. */
  loaded = false;
  noticePage = 1;
  private closedNow = 0;

  constructor(
    private readonly load: LoadAnnouncements,
    private readonly seen: PopupsSeen,
    private readonly audience: () => PopupAudience,
  ) {
    makeAutoObservable<AnnouncementStore, 'load' | 'seen' | 'audience'>(this, { load: false, seen: false, audience: false });
  }

  async refresh(): Promise<void> {
    const result = await this.load.execute();
    runInAction(() => {
      if (result.ok) this.lists = result.value;
      this.loaded = true;
    });
  }

  get notices(): readonly AnnouncementView[] {
    return this.lists?.player ?? [];
  }

  get noticePages(): number {
    return Math.max(1, Math.ceil(this.notices.length / NOTICES_PER_PAGE));
  }

  get pageOfNotices(): readonly AnnouncementView[] {
    const start = (Math.min(this.noticePage, this.noticePages) - 1) * NOTICES_PER_PAGE;
    return this.notices.slice(start, start + NOTICES_PER_PAGE);
  }

  showNoticePage(page: number): void {
    this.noticePage = Math.min(Math.max(page, 1), this.noticePages);
  }

  /** The next popup this audience has not closed in this browser session. */
  get popup(): AnnouncementView | null {
    void this.closedNow;
    return this.seen.unseen(this.lists?.popup ?? [], this.audience())[0] ?? null;
  }

  closePopup(): void {
    const current = this.popup;
    if (!current) return;
    this.seen.close(current.id, this.audience());
    this.closedNow++;
  }
}
