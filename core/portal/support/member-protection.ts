import { fail, type Result } from '../../domain/kernel/result';
import { isLimitKey } from '../../domain/protection/limits';
import type { MemberProtectionGateway, ProtectionInfo } from '../protection/ports';

/**
 * Support sees a member's limits, usage and break, and may set the operator's own limit
 * (`deposit:day:500`, or `deposit:day:` to remove it); there is nothing to shorten a break with.
 */
export class MemberProtection {
  constructor(private readonly gateway: MemberProtectionGateway) {}

  async execute(account: string, setLimit: string | null): Promise<Result<ProtectionInfo & { readonly account: string }>> {
    const name = account.trim();
    if (name === '') return fail('validation.required', { field: 'account' });
    if (setLimit === null) return this.gateway.memberProtection(name);
    const at = setLimit.lastIndexOf(':');
    const key = at < 0 ? '' : setLimit.slice(0, at);
    if (!isLimitKey(key)) return fail('validation.invalid_value', { field: 'set-limit' });
    const value = setLimit.slice(at + 1).trim();
    return this.gateway.setOperatorLimit(name, key, value === '' ? null : value);
  }
}
