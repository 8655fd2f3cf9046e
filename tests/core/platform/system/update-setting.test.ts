import { describe, expect, it } from 'vitest';
import { UpdateSetting } from '../../../../core/platform/system/update-setting';
import { accessWorld, addAccount, principalOf } from '../../../support/access-world';
import { defaultSettings } from '../../../support/fakes/settings';

async function setup() {
  const world = accessWorld();
  const staff = await principalOf(world, await addAccount(world, 'support', 'Support#2026', { type: 90 }));
  const member = await principalOf(world, await addAccount(world, 'alice', 'alice123'));
  return { world, staff, member, update: new UpdateSetting(world) };
}

describe('UpdateSetting', () => {
  it('staff and the operator change a setting; the next load sees it and the answer is the new settings', async () => {
    const { world, staff, update } = await setup();
    const maintenance = { enabled: true, message: 'Back soon' };
    const result = await update.execute(staff, 'maintenance', maintenance);
    expect(result).toEqual({ ok: true, value: { ...defaultSettings(), maintenance } });
    expect((await world.settings.load()).maintenance).toEqual(maintenance);
    expect(world.settings.lastSavedBy).toEqual({ accountId: staff.account.id });
    expect((await update.execute('operator', 'defaultLang', 'UR')).ok).toBe(true);
    expect((await world.settings.load()).defaultLang).toBe('UR');
    expect(world.settings.lastSavedBy).toBe('operator');
  });

  it('members are forbidden and nothing is stored', async () => {
    const { world, member, update } = await setup();
    expect(await update.execute(member, 'maintenance', { enabled: true, message: 'x' })).toEqual({ ok: false, error: { code: 'access.forbidden' } });
    expect(world.settings.saves).toBe(0);
  });

  it('an unknown key is system.unknown_setting, including names every object inherits', async () => {
    const { world, staff, update } = await setup();
    for (const key of ['nope', 'toString', 'constructor', 'hasOwnProperty', '__proto__']) {
      expect(await update.execute(staff, key, {}), key).toEqual({ ok: false, error: { code: 'system.unknown_setting', params: { key } } });
    }
    expect(world.settings.saves).toBe(0);
  });

  it('a value of another shape is system.invalid_setting_value and nothing is stored', async () => {
    const { world, staff, update } = await setup();
    const bad: [string, unknown][] = [
      ['maintenance', { enabled: 'yes', message: 'x' }],
      ['maintenance', { enabled: true }],
      ['trialCredit', '1000'],
      ['trialCredit', 0.5],
      ['supportLanguages', ['EN', 7]],
      ['regionRestriction', { enabled: true, cidrs: [10], message: '' }],
      ['whitelabel', [{ modId: 'A', enabled: true, childrenNodes: [{ modId: 'B', enabled: true, childrenNodes: [null] }] }]],
      ['imageCDNs', [null]],
    ];
    for (const [key, value] of bad)
      expect(await update.execute(staff, key, value), `${key} ${JSON.stringify(value)}`).toEqual({
        ok: false,
        error: { code: 'system.invalid_setting_value', params: { key } },
      });
    expect(world.settings.saves).toBe(0);
  });

  it('region networks must be valid CIDRs: system.invalid_cidr names the first bad one', async () => {
    const { world, staff, update } = await setup();
    const region = (cidrs: string[]) => ({ enabled: true, cidrs, message: 'Not here' });
    expect(await update.execute(staff, 'regionRestriction', region(['10.0.0.0/8', '10.0.0.0/33', 'nonsense']))).toEqual({
      ok: false,
      error: { code: 'system.invalid_cidr', params: { cidr: '10.0.0.0/33' } },
    });
    expect(await update.execute(staff, 'regionRestriction', region(['1.2.3.4/']))).toEqual({
      ok: false,
      error: { code: 'system.invalid_cidr', params: { cidr: '1.2.3.4/' } },
    });
    expect(world.settings.saves).toBe(0);
    expect((await update.execute(staff, 'regionRestriction', region(['10.0.0.0/8', '2001:db8::/32', '192.0.2.1']))).ok).toBe(true);
  });
});
