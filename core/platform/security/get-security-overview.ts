import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { Authenticators } from '../access/ports';
import { memberOnly } from './member-only';

export interface SecurityOverview {
  readonly authenticatorBound: boolean;
  readonly recoveryCodesLeft: number;
}

/** What the security centre shows about the authenticator. */
export class GetSecurityOverview {
  constructor(private readonly deps: { authenticators: Authenticators }) {}

  async execute(caller: Principal): Promise<Result<SecurityOverview>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    const authenticator = await this.deps.authenticators.find(caller.account.id);
    const bound = authenticator?.confirmedAt != null;
    return ok({ authenticatorBound: bound, recoveryCodesLeft: bound ? authenticator!.recoveryCodesLeft : 0 });
  }
}
