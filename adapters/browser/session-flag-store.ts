import type { SessionStore, StoredSession } from '../../core/portal/access/ports';

const KEY = 'isLogin';

/**
 * The web keeps only a non-secret "logged in as" flag in session storage for the navigation
 * guard; the session token lives in an HttpOnly cookie that scripts cannot read.
 */
export class SessionFlagStore implements SessionStore {
  constructor(private readonly storage: Storage) {}

  load(): StoredSession | null {
    const account = this.storage.getItem(KEY);
    return account ? { account, token: null } : null;
  }

  save(session: StoredSession): void {
    this.storage.setItem(KEY, session.account);
  }

  clear(): void {
    this.storage.removeItem(KEY);
  }
}
