import { describe, expect, it } from 'vitest';
import { ChangeSetting } from '../../../../core/portal/support/change-setting';
import { FakeStaffGateway } from '../../../support/fakes/portal-staff-gateway';

describe('ChangeSetting', () => {
  it('sends the parsed JSON value for the key', async () => {
    const staff = new FakeStaffGateway();
    const result = await new ChangeSetting(staff).execute('trialCredit', '5000');
    expect(result).toMatchObject({ ok: true, value: { trialCredit: 5000 } });
    expect(staff.callsOf('setSetting')).toEqual([['trialCredit', 5000]]);
  });

  it('text that is not JSON is system.invalid_setting_value and nothing is sent', async () => {
    const staff = new FakeStaffGateway();
    for (const text of ['', '{', "{'a':1}", 'EN'])
      expect(await new ChangeSetting(staff).execute('defaultLang', text)).toEqual({
        ok: false,
        error: { code: 'system.invalid_setting_value', params: { key: 'defaultLang' } },
      });
    expect(staff.calls).toEqual([]);
  });
});
