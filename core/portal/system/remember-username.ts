import type { Clock } from '../../domain/kernel/ports';
import type { Preferences } from './preferences';

/** Remembered credentials are kept for one day. Only the username, never the password. */
export const REMEMBER_MS = 86_400_000;
const KEY = 'rememberedUsername';

export class RememberUsername {
  constructor(
    private readonly preferences: Preferences,
    private readonly clock: Clock,
  ) {}

  recall(): string {
    const raw = this.preferences.get(KEY);
    if (!raw) return '';
    try {
      const { username, until } = JSON.parse(raw) as { username: string; until: number };
      if (typeof username === 'string' && until > this.clock.now().getTime()) return username;
    } catch {
      /* a malformed entry is forgotten below */
    }
    this.preferences.remove(KEY);
    return '';
  }

  execute(remember: boolean, username: string): void {
    if (remember) this.preferences.set(KEY, JSON.stringify({ username, until: this.clock.now().getTime() + REMEMBER_MS }));
    else this.preferences.remove(KEY);
  }
}
