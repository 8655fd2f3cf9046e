import { normalizeUsername } from '../../domain/access/credentials';
import { roleOfType } from '../../domain/access/roles';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { checkUplineLink } from '../../domain/wallet/transfer-rules';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import type { AccountTree, TreeAccount } from './ports';

/** Support puts an account directly under an upline (checkUplineLink; the tree refuses cycles atomically). */
export class SetUpline {
  constructor(private readonly deps: { tree: AccountTree; settings: SettingsRepository }) {}

  async execute(caller: Principal, username: string, uplineUsername: string): Promise<Result<{ account: TreeAccount; upline: TreeAccount }>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const account = await this.deps.tree.findByUsername(normalizeUsername(username));
    if (!account) return fail('access.member_not_found', { field: 'account' });
    const upline = await this.deps.tree.findByUsername(normalizeUsername(uplineUsername));
    if (!upline) return fail('access.member_not_found', { field: 'upline' });
    const settings = await this.deps.settings.load();
    const place = (a: TreeAccount) => ({ id: a.id, role: roleOfType(a.type, settings), uplineId: a.uplineId });
    const allowed = checkUplineLink(place(account), place(upline), await this.deps.tree.ancestors(upline.id));
    if (!allowed.ok) return allowed;
    if ((await this.deps.tree.setUpline(account.id, upline.id, { accountId: caller.account.id })) === 'cycle') return fail('agency.upline_cycle');
    return ok({ account: { ...account, uplineId: upline.id }, upline });
  }
}
