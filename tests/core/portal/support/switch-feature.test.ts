import { describe, expect, it } from 'vitest';
import { fail } from '../../../../core/domain/kernel/result';
import { isFeatureEnabled, type FeatureNode } from '../../../../core/domain/system/settings';
import { ListFeatures } from '../../../../core/portal/support/list-features';
import { SwitchFeature } from '../../../../core/portal/support/switch-feature';
import { FakeStaffGateway } from '../../../support/fakes/portal-staff-gateway';

const tree = (staff: FakeStaffGateway) => staff.current['whitelabel'] as FeatureNode[];

describe('SwitchFeature', () => {
  it('switches SMSLOGIN on and off through the whitelabel setting', async () => {
    const staff = new FakeStaffGateway();
    expect(await new SwitchFeature(staff).execute('SMSLOGIN', true)).toEqual({ ok: true, value: { modId: 'SMSLOGIN', enabled: true } });
    expect(isFeatureEnabled(tree(staff), 'SMSLOGIN')).toBe(true);
    await new SwitchFeature(staff).execute('SMSLOGIN', false);
    expect(isFeatureEnabled(tree(staff), 'SMSLOGIN')).toBe(false);
    expect(staff.callsOf('setSetting').map(([key]) => key)).toEqual(['whitelabel', 'whitelabel']);
  });

  it('an unknown module is system.unknown_feature and nothing is written', async () => {
    const staff = new FakeStaffGateway();
    expect(await new SwitchFeature(staff).execute('NOPE', true)).toEqual({ ok: false, error: { code: 'system.unknown_feature', params: { modId: 'NOPE' } } });
    expect(staff.callsOf('setSetting')).toEqual([]);
  });

  it('passes on a refusal to read or to write', async () => {
    const staff = new FakeStaffGateway();
    staff.setSettingAnswer = fail('access.forbidden');
    expect(await new SwitchFeature(staff).execute('FREEPLAY', false)).toEqual(fail('access.forbidden'));
    staff.settingsAnswer = fail('access.not_logged_in');
    expect(await new SwitchFeature(staff).execute('FREEPLAY', false)).toEqual(fail('access.not_logged_in'));
  });
});

describe('ListFeatures', () => {
  it('lists every module with its level', async () => {
    const lines = await new ListFeatures(new FakeStaffGateway()).execute();
    expect(lines.ok && lines.value.map((l) => `${l.level}:${l.modId}`)).toContain('1:FACEBOOK');
  });
});
