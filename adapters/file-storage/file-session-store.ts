import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SessionStore, StoredSession } from '../../core/portal/access/ports';

/** The CLI's session: a JSON file readable by its owner only (mode 0600). */
export class FileSessionStore implements SessionStore {
  constructor(private readonly path: string) {}

  load(): StoredSession | null {
    try {
      const parsed = JSON.parse(readFileSync(this.path, 'utf8')) as Partial<StoredSession>;
      return typeof parsed.account === 'string' ? { account: parsed.account, token: typeof parsed.token === 'string' ? parsed.token : null } : null;
    } catch {
      return null;
    }
  }

  save(session: StoredSession): void {
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    writeFileSync(this.path, JSON.stringify(session), { mode: 0o600 });
    chmodSync(this.path, 0o600);
  }

  clear(): void {
    rmSync(this.path, { force: true });
  }
}
