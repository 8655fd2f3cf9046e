import type { Clock } from '../../domain/kernel/ports';
import { isActive, type PlayBreak } from '../../domain/protection/breaks';
import { effectiveLimit, settled, type PendingChange } from '../../domain/protection/cooling-off';
import { LIMIT_KEYS, limitWindow, type LimitKey, type LimitMetric, type LimitPeriod } from '../../domain/protection/limits';
import { limitOf, NO_PROTECTION, tracksUsage } from '../../domain/protection/protection';
import type { SettingsRepository } from '../system/ports';
import type { ProtectionRepository } from './ports';

export interface LimitView {
  readonly key: LimitKey;
  readonly member: bigint | null;
  readonly pending: PendingChange | null;
  readonly operator: bigint | null;
  /** The lower of the member's and the operator's: what is enforced now. */
  readonly effective: bigint | null;
  /** Money limits while usage is counted: what the current window holds, and when it resets. */
  readonly used: bigint | null;
  readonly resetsAt: Date | null;
}

export interface ProtectionView {
  readonly limits: readonly LimitView[];
  /** The time-out or self-exclusion running now. */
  readonly pause: PlayBreak | null;
}

export interface ViewDeps {
  readonly protection: ProtectionRepository;
  readonly settings: SettingsRepository;
  readonly clock: Clock;
}

/** Every limit with its pending change and the current window's usage, and the running break. */
export async function protectionView(deps: ViewDeps, accountId: number): Promise<ProtectionView> {
  const now = deps.clock.now();
  const record = (await deps.protection.find(accountId)) ?? NO_PROTECTION;
  const { timezone } = await deps.settings.load();
  const counted = tracksUsage(record, now);
  const windows = LIMIT_KEYS.flatMap((key) => {
    if (key === 'session') return [];
    const [metric, period] = key.split(':') as [LimitMetric, LimitPeriod];
    return [{ key, metric, period, window: limitWindow(period, now, timezone) }];
  });
  const used = counted
    ? await deps.protection.usage(
        accountId,
        windows.map((w) => ({ metric: w.metric, period: w.period, key: w.window.key })),
      )
    : [];
  const limits = LIMIT_KEYS.map((key): LimitView => {
    const state = settled(limitOf(record, key), now);
    const i = windows.findIndex((w) => w.key === key);
    return {
      key,
      member: state.member,
      pending: state.pending,
      operator: state.operator,
      effective: effectiveLimit(state, now),
      used: counted && i >= 0 ? (used[i] ?? 0n) : null,
      resetsAt: i >= 0 ? windows[i]!.window.to : null,
    };
  });
  return { limits, pause: isActive(record.pause, now) ? record.pause : null };
}
