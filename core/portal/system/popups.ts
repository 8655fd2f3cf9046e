import type { AnnouncementView } from './banners';
import type { Preferences } from './preferences';

export type PopupAudience = 'A' | 'B';

/**
 * Popups: each is shown once per browser session per audience (logged in A, anonymous
 * B) until closed; what was closed is kept in the session's storage.
 */
export class PopupsSeen {
  constructor(private readonly session: Preferences) {}

  private closed(audience: PopupAudience): number[] {
    try {
      const stored: unknown = JSON.parse(this.session.get(`popupsClosed.${audience}`) ?? '[]');
      return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];
    } catch {
      return [];
    }
  }

  /** The popups still to show, in the server's order. */
  unseen(popups: readonly AnnouncementView[], audience: PopupAudience): AnnouncementView[] {
    const closed = this.closed(audience);
    return popups.filter((p) => !closed.includes(p.id));
  }

  close(id: number, audience: PopupAudience): void {
    const closed = this.closed(audience);
    if (!closed.includes(id)) this.session.set(`popupsClosed.${audience}`, JSON.stringify([...closed, id]));
  }
}
