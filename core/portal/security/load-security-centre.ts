import { ok, type Result } from '../../domain/kernel/result';
import type { DeviceSession, LoginHistoryEntry, MyProfile, SecurityGateway, SecurityOverview } from './ports';

export interface SecurityCentre extends SecurityOverview {
  readonly profile: MyProfile;
  readonly sessions: readonly DeviceSession[];
  readonly history: readonly LoginHistoryEntry[];
}

/** Everything the security centre shows, fetched together; the first failure is the answer. */
export class LoadSecurityCentre {
  constructor(private readonly gateway: SecurityGateway) {}

  async execute(): Promise<Result<SecurityCentre>> {
    const [profile, overview, sessions, history] = await Promise.all([this.gateway.profile(), this.gateway.overview(), this.gateway.sessions(), this.gateway.loginHistory()]);
    if (!profile.ok) return profile;
    if (!overview.ok) return overview;
    if (!sessions.ok) return sessions;
    if (!history.ok) return history;
    return ok({ ...overview.value, profile: profile.value, sessions: sessions.value, history: history.value });
  }
}
