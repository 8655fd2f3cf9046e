import { ok, type Result } from '../../domain/kernel/result';
import { exclusionBreak, longerBreak, timeoutBreak, type ExclusionChoice, type TimeoutChoice } from '../../domain/protection/breaks';
import { requestChange } from '../../domain/protection/cooling-off';
import { parseLimitValue, type LimitKey } from '../../domain/protection/limits';
import { limitOf } from '../../domain/protection/protection';
import type { Principal } from '../access/authenticate';
import { refuseNonMember } from '../wallet/vendor-wallets';
import { changeProtection, type ChangeDeps } from './change-protection';
import { protectionView, type ProtectionView } from './protection-view';

/** The member's own limits, their usage and any break, for the security centre. */
export class GetMyProtection {
  constructor(private readonly deps: ChangeDeps) {}

  async execute(caller: Principal): Promise<Result<ProtectionView>> {
    return refuseNonMember(caller) ?? ok(await protectionView(this.deps, caller.account.id));
  }
}

/** The member sets, raises, lowers or removes one limit; raising and removing wait out the cooling-off. */
export class SetMyLimit {
  constructor(private readonly deps: ChangeDeps) {}

  async execute(caller: Principal, key: LimitKey, text: string | null): Promise<Result<ProtectionView>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    const { currency } = await this.deps.settings.load();
    const value = parseLimitValue(key, text, currency.scale);
    if (!value.ok) return value;
    await changeProtection(this.deps, caller.account.id, { accountId: caller.account.id }, (record, now) => ({
      ...record,
      limits: { ...record.limits, [key]: requestChange(limitOf(record, key), value.value, now) },
    }));
    return ok(await protectionView(this.deps, caller.account.id));
  }
}

export type BreakRequest = { readonly kind: 'timeout'; readonly duration: TimeoutChoice } | { readonly kind: 'exclusion'; readonly duration: ExclusionChoice };

/** The member takes a time-out or excludes themselves: it starts at once, ends every session, and nobody can shorten it. */
export class TakeBreak {
  constructor(private readonly deps: ChangeDeps) {}

  async execute(caller: Principal, request: BreakRequest): Promise<Result<ProtectionView>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    await changeProtection(this.deps, caller.account.id, { accountId: caller.account.id }, (record, now) => {
      const next = request.kind === 'timeout' ? timeoutBreak(request.duration, now) : exclusionBreak(request.duration, now);
      return { ...record, pause: longerBreak(record.pause, next, now) };
    });
    return ok(await protectionView(this.deps, caller.account.id));
  }
}
