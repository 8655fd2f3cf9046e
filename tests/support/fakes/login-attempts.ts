import type { LoginAttempts } from '../../../core/platform/access/ports';

/** Failed logins as a list; counts are of failures at or after `since`. */
export class InMemoryLoginAttempts implements LoginAttempts {
  private failures: { username: string; ip: string; at: number }[] = [];

  async record(username: string, ip: string, at: Date): Promise<void> {
    this.failures.push({ username, ip, at: at.getTime() });
  }

  async countSince(username: string, ip: string, since: Date): Promise<{ account: number; ip: number }> {
    const recent = this.failures.filter((f) => f.at >= since.getTime());
    return { account: recent.filter((f) => f.username === username).length, ip: recent.filter((f) => f.ip === ip).length };
  }

  async clear(username: string): Promise<void> {
    this.failures = this.failures.filter((f) => f.username !== username);
  }
}
