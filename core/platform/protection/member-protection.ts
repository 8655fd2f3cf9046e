import { ok, type Result } from '../../domain/kernel/result';
import { setOperatorLimit } from '../../domain/protection/cooling-off';
import { parseLimitValue, type LimitKey } from '../../domain/protection/limits';
import { limitOf } from '../../domain/protection/protection';
import type { Account } from '../access/account';
import type { Principal } from '../access/authenticate';
import type { AccountRepository } from '../access/ports';
import type { AuditTrail } from '../audit/ports';
import { changeProtection, type ChangeDeps } from './change-protection';
import { protectionView, type ProtectionView } from './protection-view';
import { memberFor } from '../security/member-sessions';

type Deps = ChangeDeps & { readonly accounts: Pick<AccountRepository, 'findByUsername'>; readonly audit: AuditTrail };

export interface MemberProtection extends ProtectionView {
  readonly account: string;
}

const shown = async (deps: Deps, account: Account): Promise<MemberProtection> => ({ account: account.username, ...(await protectionView(deps, account.id)) });

/** Support sees a member's limits, usage and break; there is no way to shorten or lift a break. */
export class GetMemberProtection {
  constructor(private readonly deps: Deps) {}

  async execute(caller: Principal, username: string): Promise<Result<MemberProtection>> {
    const account = await memberFor(this.deps, caller, username);
    if (!account.ok) return account;
    await this.deps.audit.record({ actor: { accountId: caller.account.id }, kind: 'protection.viewed', subject: `account:${account.value.id}`, detail: {} });
    return ok(await shown(this.deps, account.value));
  }
}

/** The operator caps one of a member's limits; the lower of the two applies, at once either way. */
export class SetOperatorLimit {
  constructor(private readonly deps: Deps) {}

  async execute(caller: Principal, username: string, key: LimitKey, text: string | null): Promise<Result<MemberProtection>> {
    const account = await memberFor(this.deps, caller, username);
    if (!account.ok) return account;
    const { currency } = await this.deps.settings.load();
    const value = parseLimitValue(key, text, currency.scale);
    if (!value.ok) return value;
    await changeProtection(this.deps, account.value.id, { accountId: caller.account.id }, (record, now) => ({
      ...record,
      limits: { ...record.limits, [key]: setOperatorLimit(limitOf(record, key), value.value, now) },
    }));
    return ok(await shown(this.deps, account.value));
  }
}
