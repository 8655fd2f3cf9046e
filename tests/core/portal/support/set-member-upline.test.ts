import { describe, expect, it } from 'vitest';
import { SetMemberUpline } from '../../../../core/portal/support/set-member-upline';
import { FakeStaffGateway } from '../../../support/fakes/portal-staff-gateway';

describe('SetMemberUpline', () => {
  it('sends both account names trimmed', async () => {
    const gateway = new FakeStaffGateway();
    gateway.addMember('demo_player');
    gateway.addMember('demo_agent', { type: 1, role: 'agent' });
    expect(await new SetMemberUpline(gateway).execute(' demo_player ', 'demo_agent\t')).toEqual({
      ok: true,
      value: { account: 'demo_player', upline: 'demo_agent' },
    });
    expect(gateway.callsOf('setUpline')).toEqual([['demo_player', 'demo_agent']]);
  });

  it('refuses a blank name without calling the server', async () => {
    const gateway = new FakeStaffGateway();
    expect(await new SetMemberUpline(gateway).execute(' ', 'demo_agent')).toMatchObject({
      ok: false,
      error: { code: 'validation.required', field: 'account' },
    });
    expect(await new SetMemberUpline(gateway).execute('demo_player', '')).toMatchObject({ ok: false, error: { code: 'validation.required', field: 'upline' } });
    expect(gateway.callsOf('setUpline')).toEqual([]);
  });
});
