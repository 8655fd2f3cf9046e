import type { Vendor } from '../../domain/catalog/games';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { CatalogRepository, HotGamesCache } from './ports';

/** Support puts a vendor under maintenance (or back); the lobby shows it as such at once. */
export class SetVendorMaintenance {
  constructor(private readonly deps: { catalog: CatalogRepository; cache: HotGamesCache }) {}

  async execute(caller: Principal, vassalage: string, on: boolean): Promise<Result<Vendor>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const vendor = await this.deps.catalog.setMaintenance(vassalage, on, { accountId: caller.account.id });
    if (!vendor) return fail('catalog.vendor_not_found', { field: 'vassalage' });
    this.deps.cache.clear();
    return ok(vendor);
  }
}
