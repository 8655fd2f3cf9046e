import { describe, expect, it } from 'vitest';
import { CreateStaffAccount } from '../../../../core/portal/support/create-staff-account';
import { FakeStaffGateway } from '../../../support/fakes/portal-staff-gateway';

describe('CreateStaffAccount', () => {
  it('sends the trimmed username and the password as typed (spaces and all, which the server refuses)', async () => {
    const staff = new FakeStaffGateway();
    expect(await new CreateStaffAccount(staff).execute(' Helper1 ', ' Str0ng#Pass ')).toMatchObject({ ok: false, error: { field: 'password' } });
    expect(await new CreateStaffAccount(staff).execute(' Helper1 ', 'Str0ng#Pass')).toEqual({
      ok: true,
      value: { id: expect.any(Number), account: 'helper1' },
    });
    expect(staff.callsOf('createStaff')).toEqual([
      ['Helper1', ' Str0ng#Pass '],
      ['Helper1', 'Str0ng#Pass'],
    ]);
  });

  it('a blank username or an empty password is required and nothing is sent', async () => {
    const staff = new FakeStaffGateway();
    expect(await new CreateStaffAccount(staff).execute('  ', 'x')).toEqual({ ok: false, error: { code: 'validation.required', field: 'username' } });
    expect(await new CreateStaffAccount(staff).execute('helper', '')).toEqual({ ok: false, error: { code: 'validation.required', field: 'password' } });
    expect(staff.calls).toEqual([]);
  });
});
