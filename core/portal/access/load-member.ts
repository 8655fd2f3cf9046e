import type { Result } from '../../domain/kernel/result';
import type { AuthGateway, SessionStore } from './ports';
import type { MemberInfo } from './types';

/** Fetches the member; a session the server no longer knows is forgotten locally. */
export class LoadMember {
  constructor(
    private readonly auth: AuthGateway,
    private readonly store: SessionStore,
  ) {}

  async execute(): Promise<Result<MemberInfo>> {
    const result = await this.auth.memberInfo();
    if (!result.ok && (result.error.code === 'access.not_logged_in' || result.error.code === 'access.session_expired')) this.store.clear();
    return result;
  }
}
