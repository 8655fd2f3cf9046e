import { beforeEach, describe, expect, it } from 'vitest';
import type { PortalSettings } from '../../../core/domain/system/settings';
import type { SettingsRepository } from '../../../core/platform/system/ports';
import type { FakeClock } from '../../support/fakes/clock';

export interface SettingsFixture {
  readonly settings: SettingsRepository;
  /** What the repository was built with. */
  readonly defaults: PortalSettings;
  readonly clock: FakeClock;
}

export function settingsRepositoryContract(fresh: () => Promise<SettingsFixture>): void {
  describe('SettingsRepository contract', () => {
    let f: SettingsFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('with nothing stored, load gives the defaults', async () => {
      expect(await f.settings.load()).toEqual(f.defaults);
    });

    it('a saved key is seen by the next load; every other key keeps its value', async () => {
      await f.settings.load();
      await f.settings.save('maintenance', { enabled: true, message: 'Back at 10:00 — خوش آمدید 🎰' }, 'operator');
      const after = await f.settings.load();
      expect(after.maintenance).toEqual({ enabled: true, message: 'Back at 10:00 — خوش آمدید 🎰' });
      expect({ ...after, maintenance: f.defaults.maintenance }).toEqual(f.defaults);
    });

    it('the last save of a key wins', async () => {
      await f.settings.save('trialCredit', 1, 'operator');
      await f.settings.save('trialCredit', 2, 'operator');
      await f.settings.save('trialCredit', 900_000_000_000, 'operator');
      expect((await f.settings.load()).trialCredit).toBe(900_000_000_000);
    });

    it('nested objects and arrays round-trip exactly, including empty ones', async () => {
      const region = { enabled: true, cidrs: ['10.0.0.0/8', '2001:db8::/32'], message: '' };
      const whitelabel = [{ modId: 'A', enabled: true, childrenNodes: [{ modId: 'B', enabled: false, childrenNodes: [] }] }];
      await f.settings.save('regionRestriction', region, 'operator');
      await f.settings.save('whitelabel', whitelabel, 'operator');
      await f.settings.save('imageCDNs', [], 'operator');
      const after = await f.settings.load();
      expect(after.regionRestriction).toEqual(region);
      expect(after.whitelabel).toEqual(whitelabel);
      expect(after.imageCDNs).toEqual([]);
    });

    it('a value loaded before a save is not changed by the save', async () => {
      const before = await f.settings.load();
      await f.settings.save('defaultLang', 'UR', 'operator');
      expect(before.defaultLang).toBe(f.defaults.defaultLang);
      expect((await f.settings.load()).defaultLang).toBe('UR');
    });
  });
}
