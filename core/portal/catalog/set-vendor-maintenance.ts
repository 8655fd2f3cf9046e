import type { Result } from '../../domain/kernel/result';
import type { CatalogAdminGateway } from './ports';

/** Support switches a vendor's maintenance flag (`portal games maintenance <vendor> on|off`). */
export class SwitchVendorMaintenance {
  constructor(private readonly admin: CatalogAdminGateway) {}

  execute(vassalage: string, on: boolean): Promise<Result<{ vassalage: string; maintenance: boolean }>> {
    return this.admin.setVendorMaintenance(vassalage.trim().toUpperCase(), on);
  }
}
