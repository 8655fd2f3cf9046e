import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { LoginHistory, LoginRecord } from '../access/ports';
import { memberOnly } from './member-only';

/** How many logins the security centre lists. */
export const LOGIN_HISTORY_LENGTH = 20;

/** The member's last logins and failed attempts: time, IP, outcome and the factor used. */
export class ListLoginHistory {
  constructor(private readonly history: LoginHistory) {}

  async execute(caller: Principal): Promise<Result<LoginRecord[]>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    return ok(await this.history.recent(caller.account.id, LOGIN_HISTORY_LENGTH));
  }
}
