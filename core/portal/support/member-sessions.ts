import { fail, ok, type Result } from '../../domain/kernel/result';
import type { DeviceSession } from '../security/ports';
import type { StaffGateway } from './ports';

export interface MemberSessionsReport {
  readonly sessions: readonly DeviceSession[];
  /** How many were ended, when support asked for it. */
  readonly revoked: number | null;
}

/** Support's view of where a member is logged in, and the way to log them out everywhere. */
export class MemberSessions {
  constructor(private readonly staff: StaffGateway) {}

  async execute(account: string, revokeAll: boolean): Promise<Result<MemberSessionsReport>> {
    const name = account.trim();
    if (name === '') return fail('validation.required', { field: 'account' });
    const sessions = await this.staff.memberSessions(name);
    if (!sessions.ok || !revokeAll) return sessions.ok ? ok({ sessions: sessions.value, revoked: null }) : sessions;
    const revoked = await this.staff.revokeMemberSessions(name);
    return revoked.ok ? ok({ sessions: sessions.value, revoked: revoked.value.revoked }) : revoked;
  }
}
