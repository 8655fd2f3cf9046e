import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { refuseNonMember } from '../wallet/vendor-wallets';
import type { AccountTree, TreeAccount } from './ports';

/** How many direct downlines the agent's picker lists. */
export const DOWNLINE_PICKER_LIMIT = 200;

export interface TeamTargets {
  readonly upline: TreeAccount | null;
  /** An agent's direct downline; empty for a member. */
  readonly downlines: readonly TreeAccount[];
}

/** Whom the caller may pay: the direct upline, and for an agent its direct downline. */
export class GetTeamTargets {
  constructor(private readonly deps: { tree: AccountTree }) {}

  async execute(caller: Principal): Promise<Result<TeamTargets>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    const me = await this.deps.tree.findById(caller.account.id);
    const upline = me?.uplineId ? await this.deps.tree.findById(me.uplineId) : null;
    const downlines = caller.role === 'agent' ? await this.deps.tree.directDownlines(caller.account.id, DOWNLINE_PICKER_LIMIT) : [];
    return ok({ upline, downlines });
  }
}
