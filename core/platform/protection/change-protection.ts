import type { AuditActor } from '../../domain/audit/audit-entry';
import type { Clock } from '../../domain/kernel/ports';
import { isActive } from '../../domain/protection/breaks';
import { LIMIT_METRICS, limitWindow, windowsOf } from '../../domain/protection/limits';
import { NO_PROTECTION, sessionLimitMs, tracksUsage, type Protection } from '../../domain/protection/protection';
import type { SessionRepository } from '../access/ports';
import type { SettingsRepository } from '../system/ports';
import type { ProtectionRepository, SeedWindow } from './ports';

export interface ChangeDeps {
  readonly protection: ProtectionRepository;
  readonly sessions: Pick<SessionRepository, 'revokeAllFor' | 'shortenTo'>;
  readonly settings: SettingsRepository;
  readonly clock: Clock;
}

/** Tries this often when other changes to the same account keep coming first. */
const ATTEMPTS = 5;

/**
 * Applies `change` to the account's record and stores it, then makes it bite: usage starts
 * being counted from history when the first money limit is set, a shorter session-time limit
 * shortens the live sessions, and a break that begins ends them.
 */
export async function changeProtection(
  deps: ChangeDeps,
  accountId: number,
  by: AuditActor,
  change: (record: Protection, now: Date) => Protection,
): Promise<Protection> {
  for (let attempt = 1; ; attempt++) {
    const now = deps.clock.now();
    const stored = await deps.protection.find(accountId);
    const before = stored ?? NO_PROTECTION;
    const after = change(before, now);
    const seed = tracksUsage(before, now) || !tracksUsage(after, now) ? [] : await seedWindows(deps.settings, now);
    if (await deps.protection.save(accountId, after, stored?.version ?? 0, seed, by)) {
      await enforce(deps, accountId, before, after, now);
      return after;
    }
    if (attempt >= ATTEMPTS) throw new Error(`protection of account ${accountId} keeps changing under us`);
  }
}

async function seedWindows(settings: SettingsRepository, now: Date): Promise<SeedWindow[]> {
  const { timezone } = await settings.load();
  return LIMIT_METRICS.flatMap((metric) => windowsOf(metric, now, timezone).map((w) => ({ ...w, from: limitWindow(w.period, now, timezone).from })));
}

async function enforce(deps: ChangeDeps, accountId: number, before: Protection, after: Protection, now: Date): Promise<void> {
  if (isActive(after.pause, now) && !isActive(before.pause, now)) await deps.sessions.revokeAllFor(accountId, now, { reason: 'break' });
  const lifetime = sessionLimitMs(after, now);
  const previous = sessionLimitMs(before, now);
  if (lifetime !== null && (previous === null || lifetime < previous)) await deps.sessions.shortenTo(accountId, lifetime);
}
