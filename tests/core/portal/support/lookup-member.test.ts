import { describe, expect, it } from 'vitest';
import { LookupMember } from '../../../../core/portal/support/lookup-member';
import type { MemberRecord } from '../../../../core/portal/support/ports';
import { FakeStaffGateway } from '../../../support/fakes/portal-staff-gateway';

const record = { id: 1, account: 'alice', lockedUntil: null } as unknown as MemberRecord;

describe('LookupMember', () => {
  it('looks up the trimmed account', async () => {
    const staff = new FakeStaffGateway();
    staff.members.set('alice', record);
    expect(await new LookupMember(staff).execute('  alice ')).toEqual({ ok: true, value: record });
    expect(await new LookupMember(staff).execute('ghost')).toEqual({ ok: false, error: { code: 'access.member_not_found' } });
  });

  it('a blank account is required and nothing is sent', async () => {
    const staff = new FakeStaffGateway();
    expect(await new LookupMember(staff).execute(' \t ')).toEqual({ ok: false, error: { code: 'validation.required', field: 'account' } });
    expect(staff.calls).toEqual([]);
  });
});
