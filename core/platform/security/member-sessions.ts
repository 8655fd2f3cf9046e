import { normalizeUsername } from '../../domain/access/credentials';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { Account } from '../access/account';
import type { AccountRepository } from '../access/ports';
import { liveSessions, type SessionsDeps, type SessionView } from './live-sessions';

type Deps = SessionsDeps & { readonly accounts: Pick<AccountRepository, 'findByUsername'> };

async function memberFor(deps: Deps, caller: Principal, username: string): Promise<Result<Account>> {
  if (caller.role !== 'staff') return fail('access.forbidden');
  const account = await deps.accounts.findByUsername(normalizeUsername(username));
  return account ? ok(account) : fail('access.member_not_found');
}

/** Support sees where a member is logged in. */
export class ListMemberSessions {
  constructor(private readonly deps: Deps) {}

  async execute(caller: Principal, username: string): Promise<Result<SessionView[]>> {
    const account = await memberFor(this.deps, caller, username);
    return account.ok ? ok(await liveSessions(this.deps, account.value.id, null)) : account;
  }
}

/** Support logs a member out everywhere (a stolen phone, a shared password). */
export class RevokeMemberSessions {
  constructor(private readonly deps: Deps) {}

  async execute(caller: Principal, username: string): Promise<Result<{ revoked: number }>> {
    const account = await memberFor(this.deps, caller, username);
    if (!account.ok) return account;
    const live = await liveSessions(this.deps, account.value.id, null);
    await this.deps.sessions.revokeAllFor(account.value.id, this.deps.clock.now());
    return ok({ revoked: live.length });
  }
}
