import type { Result } from '../../domain/kernel/result';
import type { AuthGateway, SessionStore } from './ports';
import type { MemberInfo } from './types';

/** Codes that mean the server has ended the session. */
const ENDED = new Set(['access.not_logged_in', 'access.session_expired', 'protection.session_time_limit']);

/** Fetches the member; a session the server no longer knows is forgotten locally. */
export class LoadMember {
  constructor(
    private readonly auth: AuthGateway,
    private readonly store: SessionStore,
  ) {}

  async execute(): Promise<Result<MemberInfo>> {
    const result = await this.auth.memberInfo();
    if (!result.ok && ENDED.has(result.error.code)) this.store.clear();
    return result;
  }
}
