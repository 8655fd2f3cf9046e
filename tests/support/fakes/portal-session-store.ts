import type { SessionStore, StoredSession } from '../../../core/portal/access/ports';

export class MemorySessionStore implements SessionStore {
  private session: StoredSession | null;
  clears = 0;

  constructor(initial: StoredSession | null = null) {
    this.session = initial;
  }

  load(): StoredSession | null {
    return this.session;
  }

  save(session: StoredSession): void {
    this.session = { ...session };
  }

  clear(): void {
    this.clears++;
    this.session = null;
  }
}
