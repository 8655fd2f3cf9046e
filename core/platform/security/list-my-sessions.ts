import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { liveSessions, type SessionsDeps, type SessionView } from './live-sessions';
import { memberOnly } from './member-only';

/** The member's devices that are logged in, the one asking marked current. */
export class ListMySessions {
  constructor(private readonly deps: SessionsDeps) {}

  async execute(caller: Principal): Promise<Result<SessionView[]>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    return ok(await liveSessions(this.deps, caller.account.id, caller.session.id));
  }
}
