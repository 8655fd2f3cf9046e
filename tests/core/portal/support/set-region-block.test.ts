import { describe, expect, it } from 'vitest';
import type { FailureCode } from '../../../../core/domain/kernel/failure-code';
import { fail } from '../../../../core/domain/kernel/result';
import { SetRegionBlock } from '../../../../core/portal/support/set-region-block';
import { FakeStaffGateway } from '../../../support/fakes/portal-staff-gateway';

describe('SetRegionBlock', () => {
  it('turns the block on with new networks; unspecified networks and message keep their values', async () => {
    const staff = new FakeStaffGateway();
    const message = (staff.current['regionRestriction'] as { message: string }).message;
    expect(await new SetRegionBlock(staff).execute(true, ['10.0.0.0/8'])).toEqual({ ok: true, value: { enabled: true, cidrs: ['10.0.0.0/8'], message } });
    expect(await new SetRegionBlock(staff).execute(false, undefined, 'Closed')).toEqual({
      ok: true,
      value: { enabled: false, cidrs: ['10.0.0.0/8'], message: 'Closed' },
    });
    expect(staff.current['regionRestriction']).toEqual({ enabled: false, cidrs: ['10.0.0.0/8'], message: 'Closed' });
  });

  it('a refusal from the server (a bad CIDR) is passed on', async () => {
    const staff = new FakeStaffGateway();
    staff.setSettingAnswer = fail('system.invalid_cidr', { params: { cidr: '10.0.0.0/33' } });
    expect(await new SetRegionBlock(staff).execute(true, ['10.0.0.0/33'])).toEqual({
      ok: false,
      error: { code: 'system.invalid_cidr', params: { cidr: '10.0.0.0/33' } },
    });
  });

  it('if the settings cannot be read, nothing is written', async () => {
    const staff = new FakeStaffGateway();
    staff.settingsAnswer = fail('network.unreachable' as FailureCode);
    expect((await new SetRegionBlock(staff).execute(true)).ok).toBe(false);
    expect(staff.callsOf('setSetting')).toEqual([]);
  });
});
