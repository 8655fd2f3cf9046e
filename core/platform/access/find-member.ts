import { normalizeUsername } from '../../domain/access/credentials';
import { roleOfType } from '../../domain/access/roles';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from './authenticate';
import type { AuditTrail } from '../audit/ports';
import type { Inbox } from '../messages/ports';
import type { AccessDeps } from './deps';
import { GetMemberInfo, type MemberView } from './get-member-info';

/** Support looks up any account, and the look is audited; everyone else is refused. */
export class FindMember {
  private readonly info: GetMemberInfo;

  constructor(private readonly deps: AccessDeps & { readonly inbox: Pick<Inbox, 'unreadCount'>; readonly audit: AuditTrail }) {
    this.info = new GetMemberInfo(deps);
  }

  async execute(caller: Principal, username: string): Promise<Result<MemberView & { lockedUntil: Date | null }>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const account = await this.deps.accounts.findByUsername(normalizeUsername(username));
    if (!account) return fail('access.member_not_found');
    await this.deps.audit.record({ actor: { accountId: caller.account.id }, kind: 'member.viewed', subject: `account:${account.id}`, detail: {} });
    const settings = await this.deps.settings.load();
    const view = await this.info.execute({ session: caller.session, account, role: roleOfType(account.type, settings) });
    return view.ok ? ok({ ...view.value, lockedUntil: account.lockedUntil }) : view;
  }
}
