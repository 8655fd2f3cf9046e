import { describe, expect, it } from 'vitest';
import { fail } from '../../../../core/domain/kernel/result';
import { SetMaintenance } from '../../../../core/portal/support/set-maintenance';
import { FakeStaffGateway } from '../../../support/fakes/portal-staff-gateway';

describe('SetMaintenance', () => {
  it('switches maintenance on keeping the current message, or with a new one', async () => {
    const staff = new FakeStaffGateway();
    const message = (staff.current['maintenance'] as { message: string }).message;
    await new SetMaintenance(staff).execute(true);
    expect(staff.callsOf('setSetting')).toEqual([['maintenance', { enabled: true, message }]]);
    await new SetMaintenance(staff).execute(false, 'All done');
    expect(staff.current['maintenance']).toEqual({ enabled: false, message: 'All done' });
  });

  it('if the settings cannot be read, nothing is written', async () => {
    const staff = new FakeStaffGateway();
    staff.settingsAnswer = fail('access.forbidden');
    expect(await new SetMaintenance(staff).execute(true)).toEqual({ ok: false, error: { code: 'access.forbidden' } });
    expect(staff.callsOf('setSetting')).toEqual([]);
  });

  it('settings without maintenance are system.unknown_setting', async () => {
    const staff = new FakeStaffGateway();
    delete staff.current['maintenance'];
    expect(await new SetMaintenance(staff).execute(true)).toEqual({ ok: false, error: { code: 'system.unknown_setting', params: { key: 'maintenance' } } });
  });
});
