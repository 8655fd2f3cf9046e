import type { Preferences } from '../../../core/portal/system/preferences';

/** Storage in a map, like the browser's session or local storage. */
export class MemoryPreferences implements Preferences {
  readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}
