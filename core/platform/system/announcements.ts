import {
  announcementsFor,
  ANNOUNCEMENT_KINDS,
  validateAnnouncement,
  type Announcement,
  type AnnouncementInput,
  type Viewer,
} from '../../domain/system/announcements';
import { showingNow, type Banner } from '../../domain/system/banners';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { BannerRepository, AnnouncementRepository } from './ports';

/** The relay's answer: home banners, player notices, popups, promotion notices. */
export interface AnnouncementLists {
  readonly banners: Banner[];
  readonly player: Announcement[];
  readonly popup: Announcement[];
  readonly promotion: Announcement[];
}

/** The session a player logs in with for the first time is their first-login session (execution F). */
function viewerOf(caller: Principal | null): Viewer {
  if (!caller) return 'anonymous';
  const { firstLoginAt, lastLoginAt } = caller.account;
  return firstLoginAt !== null && lastLoginAt !== null && firstLoginAt.getTime() === lastLoginAt.getTime() ? 'first_login' : 'member';
}

/**
 * /wps/relay/MCSFE_getListAnnouncements: the asked types (B banners of the home page,
 * PL player notices, PU popups, PR promotion notices, H home — the home page's set) for whoever
 * asks: anonymous visitors get execution B, players A, and F in their first session.
 */
export class ListAnnouncements {
  constructor(private readonly deps: { readonly announcements: AnnouncementRepository; readonly banners: BannerRepository; readonly clock: Clock }) {}

  async execute(caller: Principal | null, types: readonly string[]): Promise<Result<AnnouncementLists>> {
    const unknown = types.find((t) => t !== 'B' && t !== 'H' && !ANNOUNCEMENT_KINDS.some((k) => k === t));
    if (unknown !== undefined) return fail('announcement.invalid_type', { field: 'types', params: { type: unknown } });
    const now = this.deps.clock.now();
    const home = types.includes('H');
    const viewer = viewerOf(caller);
    const all = await this.deps.announcements.list();
    const of = (kind: 'PL' | 'PU' | 'PR') => (home || types.includes(kind) ? announcementsFor(all, [kind], viewer, now) : []);
    const banners = home || types.includes('B') ? showingNow(await this.deps.banners.list(), 'w_home', now) : [];
    return ok({ banners, player: of('PL'), popup: of('PU'), promotion: of('PR') });
  }
}

/** Support manages announcements (`portal announce create|list|disable`). */
export class ManageAnnouncements {
  constructor(private readonly announcements: AnnouncementRepository) {}

  async create(caller: Principal, input: AnnouncementInput): Promise<Result<Announcement>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const valid = validateAnnouncement(input);
    if (!valid.ok) return valid;
    return ok(await this.announcements.create(valid.value, { accountId: caller.account.id }));
  }

  async list(caller: Principal): Promise<Result<Announcement[]>> {
    return caller.role === 'staff' ? ok(await this.announcements.list()) : fail('access.forbidden');
  }

  async disable(caller: Principal, id: number): Promise<Result<null>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    return (await this.announcements.setEnabled(id, false, { accountId: caller.account.id })) ? ok(null) : fail('announcement.not_found', { field: 'id' });
  }
}
