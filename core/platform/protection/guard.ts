import type { Clock } from '../../domain/kernel/ports';
import { formatMoney } from '../../domain/kernel/money';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { breakRefusal, isActive, type PlayBreak } from '../../domain/protection/breaks';
import { scopeOfLogin, type LoginPurpose, type SessionScope } from '../../domain/protection/withdrawal-session';
import { windowsOf, type LimitMetric, type UsageWindow } from '../../domain/protection/limits';
import { breachCode, cappedWindows, tracksUsage, type CappedWindow } from '../../domain/protection/protection';
import type { SettingsRepository } from '../system/ports';
import type { ProtectionRepository, StoredProtection } from './ports';

export interface GuardDeps {
  readonly protection: ProtectionRepository;
  readonly settings: SettingsRepository;
  readonly clock: Clock;
}

/** The windows an admitted amount was counted in (none for a member without limits), to take it back if it does not go through. */
export type Admitted = readonly UsageWindow[];

/** The refusal while a time-out or self-exclusion runs: the code names which, the value when it ends. */
export const pauseFailure = <T>(pause: PlayBreak): Result<T> => fail(breakRefusal(pause), { value: pause.endsAt ? { until: pause.endsAt.toISOString() } : {} });

/** The refusal of a login or a payment while the account's break runs, or null. */
export async function refusalWhilePaused<T>(protection: Pick<ProtectionRepository, 'find'>, accountId: number, now: Date): Promise<Result<T> | null> {
  const record = await protection.find(accountId);
  return isActive(record?.pause ?? null, now) ? pauseFailure(record!.pause!) : null;
}

/** The scope of the session a proved login opens: a break refuses it unless it asks only to withdraw. */
export async function loginScope(
  protection: Pick<ProtectionRepository, 'find'>,
  accountId: number,
  now: Date,
  purpose: LoginPurpose = 'play',
): Promise<Result<SessionScope>> {
  const paused = await refusalWhilePaused<SessionScope>(protection, accountId, now);
  const scope = scopeOfLogin(paused !== null, purpose);
  return scope ? ok(scope) : paused!;
}

/**
 * Limits and breaks on the money path. A member with no protection row costs one lookup; usage
 * is counted only for members with a money limit. Stakes count toward wager and loss; what
 * comes back (wins, refunds, money moved back from a vendor wallet) lowers the loss.
 */
export class ProtectionGuard {
  constructor(private readonly deps: GuardDeps) {}

  async admitStake(accountId: number, amount: bigint): Promise<Result<Admitted>> {
    return this.admit(await this.deps.protection.find(accountId), accountId, ['wager', 'loss'], amount);
  }

  /** admitStake for a caller that has read the account's record already. */
  admitStakeOf(record: StoredProtection | null, accountId: number, amount: bigint): Promise<Result<Admitted>> {
    return this.admit(record, accountId, ['wager', 'loss'], amount);
  }

  async admitDeposit(accountId: number, amount: bigint): Promise<Result<Admitted>> {
    return this.admit(await this.deps.protection.find(accountId), accountId, ['deposit'], amount);
  }

  /** Takes back an admitted amount whose money did not move. */
  async release(accountId: number, admitted: Admitted, amount: bigint): Promise<void> {
    if (admitted.length > 0) await this.deps.protection.add(accountId, admitted, -amount);
  }

  /** Money back to the member lowers the loss of the windows it lands in. */
  async countReturn(accountId: number, amount: bigint): Promise<void> {
    if (amount > 0n) await this.countIfTracked(accountId, 'loss', this.deps.clock.now(), -amount);
  }

  /** countReturn for a caller that has read the account's record already. */
  async countReturnOf(record: StoredProtection | null, accountId: number, amount: bigint): Promise<void> {
    const now = this.deps.clock.now();
    if (amount <= 0n || !record || !tracksUsage(record, now)) return;
    await this.deps.protection.add(accountId, windowsOf('loss', now, (await this.deps.settings.load()).timezone), -amount);
  }

  /** countReturn for many members with one lookup of their records. */
  async countReturns(returns: ReadonlyMap<number, bigint>): Promise<void> {
    const paid = [...returns].filter(([, amount]) => amount > 0n);
    if (paid.length === 0) return;
    const records = await this.deps.protection.findMany(paid.map(([accountId]) => accountId));
    const now = this.deps.clock.now();
    const tracked = paid.filter(([accountId]) => {
      const record = records.get(accountId);
      return record !== undefined && tracksUsage(record, now);
    });
    if (tracked.length === 0) return;
    const settings = await this.deps.settings.load();
    for (const [accountId, amount] of tracked) await this.deps.protection.add(accountId, windowsOf('loss', now, settings.timezone), -amount);
  }

  /** A deposit turned down no longer counts in the windows of when it was asked for. */
  async releaseDeposit(accountId: number, amount: bigint, requestedAt: Date): Promise<void> {
    await this.countIfTracked(accountId, 'deposit', requestedAt, -amount);
  }

  private async admit(record: StoredProtection | null, accountId: number, metrics: readonly LimitMetric[], amount: bigint): Promise<Result<Admitted>> {
    const { deps } = this;
    if (!record) return ok([]);
    const now = deps.clock.now();
    if (isActive(record.pause, now)) return pauseFailure(record.pause);
    if (!tracksUsage(record, now)) return ok([]);
    const settings = await deps.settings.load();
    const windows: CappedWindow[] = metrics.flatMap((m) => cappedWindows(record, m, now, settings.timezone));
    const breach = await deps.protection.reserve(accountId, windows, amount);
    if (!breach) return ok(windows);
    const remaining = formatMoney(breach.remaining, settings.currency.symbol, settings.currency.scale);
    return fail(breachCode(breach), { params: { remaining }, value: { limit: breach.key, remaining: breach.remaining.toString() } });
  }

  private async countIfTracked(accountId: number, metric: LimitMetric, at: Date, amount: bigint): Promise<void> {
    const record = await this.deps.protection.find(accountId);
    if (!record || !tracksUsage(record, this.deps.clock.now())) return;
    const settings = await this.deps.settings.load();
    await this.deps.protection.add(accountId, windowsOf(metric, at, settings.timezone), amount);
  }
}
