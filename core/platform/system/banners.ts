import { BANNER_GROUPS, showingNow, validateBanner, type Banner, type BannerInput } from '../../domain/system/banners';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { staffOnly } from '../access/staff-only';
import type { BannerRepository } from './ports';

/** The banners a group shows now, for every visitor (login, register and forgot-password modals, home). */
export class ListBanners {
  constructor(private readonly deps: { readonly banners: BannerRepository; readonly clock: Clock }) {}

  async execute(group: string): Promise<Result<Banner[]>> {
    const known = BANNER_GROUPS.find((g) => g === group);
    if (!known) return fail('banner.invalid_group', { field: 'group', params: { groups: BANNER_GROUPS.join(', ') } });
    return ok(showingNow(await this.deps.banners.list(), known, this.deps.clock.now()));
  }
}

/** Support manages banners (`portal banner create|list|disable`). */
export class ManageBanners {
  constructor(private readonly banners: BannerRepository) {}

  async create(caller: Principal, input: BannerInput): Promise<Result<Banner>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    const valid = validateBanner(input);
    if (!valid.ok) return valid;
    return ok(await this.banners.create(valid.value, { accountId: caller.account.id }));
  }

  async list(caller: Principal): Promise<Result<Banner[]>> {
    return staffOnly(caller) ?? ok(await this.banners.list());
  }

  async disable(caller: Principal, id: number): Promise<Result<null>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    return (await this.banners.setEnabled(id, false, { accountId: caller.account.id })) ? ok(null) : fail('banner.not_found', { field: 'id' });
  }
}
