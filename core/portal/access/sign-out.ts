import { ok, type Result } from '../../domain/kernel/result';
import type { AuthGateway, SessionStore } from './ports';

/** Ends the session on the server and forgets it locally, even if the server already had. */
export class SignOut {
  constructor(
    private readonly auth: AuthGateway,
    private readonly store: SessionStore,
  ) {}

  async execute(): Promise<Result<null>> {
    const result = await this.auth.logout();
    this.store.clear();
    return result.ok || result.error.code.startsWith('access.') ? ok(null) : result;
  }
}
