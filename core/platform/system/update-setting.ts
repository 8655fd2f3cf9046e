import { isValidCidr } from '../../domain/system/cidr';
import type { PortalSettings } from '../../domain/system/settings';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from './ports';
import { checkSetting } from './setting-shape';

/** Staff change one top-level setting at run time; the shape is checked before it is stored. */
export class UpdateSetting {
  constructor(private readonly deps: { settings: SettingsRepository }) {}

  async execute(caller: Principal | 'operator', key: string, value: unknown): Promise<Result<PortalSettings>> {
    if (caller !== 'operator' && caller.role !== 'staff') return fail('access.forbidden');
    const current = await this.deps.settings.load();
    if (!Object.hasOwn(current, key)) return fail('system.unknown_setting', { params: { key } });
    const settingKey = key as keyof PortalSettings;
    if (!checkSetting(settingKey, current[settingKey], value)) return fail('system.invalid_setting_value', { params: { key } });
    if (settingKey === 'regionRestriction') {
      const cidrs = (value as PortalSettings['regionRestriction']).cidrs;
      const bad = cidrs.find((c) => !isValidCidr(c));
      if (bad !== undefined) return fail('system.invalid_cidr', { params: { cidr: bad } });
    }
    await this.deps.settings.save(
      settingKey,
      value as PortalSettings[typeof settingKey],
      caller === 'operator' ? 'operator' : { accountId: caller.account.id },
    );
    return ok(await this.deps.settings.load());
  }
}
