import { ok, type Result } from '../../domain/kernel/result';
import type { DeviceSession, LoginHistoryEntry, MyProfile, SecurityGateway, SecurityOverview, SocialLinkEntry } from './ports';

export interface SecurityCentre extends SecurityOverview {
  readonly profile: MyProfile;
  readonly sessions: readonly DeviceSession[];
  readonly history: readonly LoginHistoryEntry[];
  readonly socialLinks: readonly SocialLinkEntry[];
}

/** Everything the security centre shows, fetched together; the first failure is the answer. */
export class LoadSecurityCentre {
  constructor(private readonly gateway: SecurityGateway) {}

  async execute(): Promise<Result<SecurityCentre>> {
    const { gateway } = this;
    const [profile, overview, sessions, history, socialLinks] = await Promise.all([
      gateway.profile(),
      gateway.overview(),
      gateway.sessions(),
      gateway.loginHistory(),
      gateway.socialLinks(),
    ]);
    if (!profile.ok) return profile;
    if (!overview.ok) return overview;
    if (!sessions.ok) return sessions;
    if (!history.ok) return history;
    if (!socialLinks.ok) return socialLinks;
    return ok({ ...overview.value, profile: profile.value, sessions: sessions.value, history: history.value, socialLinks: socialLinks.value });
  }
}
