import type { Clock } from '../../domain/kernel/ports';
import type { SessionRepository } from '../access/ports';
import type { SettingsRepository } from '../system/ports';

export interface SessionsDeps {
  readonly sessions: SessionRepository;
  readonly settings: SettingsRepository;
  readonly clock: Clock;
}

export interface SessionView {
  readonly id: number;
  readonly ip: string;
  readonly userAgent: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly current: boolean;
}

/** The account's sessions that still work: not revoked, within the absolute and the idle timeout. */
export async function liveSessions(deps: SessionsDeps, accountId: number, currentId: number | null): Promise<SessionView[]> {
  const now = deps.clock.now();
  const idleMs = (await deps.settings.load()).session.idleMinutes * 60_000;
  const sessions = await deps.sessions.listActive(accountId, now);
  return sessions
    .filter((s) => now.getTime() - s.lastSeenAt.getTime() <= idleMs)
    .map((s) => ({ id: s.id, ip: s.ip, userAgent: s.userAgent, createdAt: s.createdAt, lastSeenAt: s.lastSeenAt, current: s.id === currentId }));
}
