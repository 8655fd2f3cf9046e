import { normalizeUsername } from '../../domain/access/credentials';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { Account } from '../access/account';
import type { AccountRepository } from '../access/ports';
import type { AuditTrail } from '../audit/ports';
import { liveSessions, type SessionsDeps, type SessionView } from './live-sessions';

type Deps = SessionsDeps & { readonly accounts: Pick<AccountRepository, 'findByUsername'> };

/** The member a staff caller names; anyone else is refused. */
export async function memberFor(deps: Pick<Deps, 'accounts'>, caller: Principal, username: string): Promise<Result<Account>> {
  if (caller.role !== 'staff') return fail('access.forbidden');
  const account = await deps.accounts.findByUsername(normalizeUsername(username));
  return account ? ok(account) : fail('access.member_not_found');
}

/** Support sees where a member is logged in; the look is audited. */
export class ListMemberSessions {
  constructor(private readonly deps: Deps & { readonly audit: AuditTrail }) {}

  async execute(caller: Principal, username: string): Promise<Result<SessionView[]>> {
    const account = await memberFor(this.deps, caller, username);
    if (!account.ok) return account;
    await this.deps.audit.record({
      actor: { accountId: caller.account.id },
      kind: 'member.sessions_viewed',
      subject: `account:${account.value.id}`,
      detail: {},
    });
    return ok(await liveSessions(this.deps, account.value.id, null));
  }
}

/** Support logs a member out everywhere (a stolen phone, a shared password). */
export class RevokeMemberSessions {
  constructor(private readonly deps: Deps) {}

  async execute(caller: Principal, username: string): Promise<Result<{ revoked: number }>> {
    const account = await memberFor(this.deps, caller, username);
    if (!account.ok) return account;
    const live = await liveSessions(this.deps, account.value.id, null);
    await this.deps.sessions.revokeAllFor(account.value.id, this.deps.clock.now(), { reason: 'support', by: caller.account.id });
    return ok({ revoked: live.length });
  }
}
