import type { PortalSettings } from '../../domain/system/settings';
import type { SettingsRepository } from './ports';

/** The site's settings as they stand: what answers are presented in (currency, zone) and what the site shows of itself. */
export class GetSiteSettings {
  constructor(private readonly settings: Pick<SettingsRepository, 'load'>) {}

  execute(): Promise<PortalSettings> {
    return this.settings.load();
  }
}
