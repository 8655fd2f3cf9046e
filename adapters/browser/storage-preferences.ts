import type { Preferences } from '../../core/portal/system/preferences';

export class StoragePreferences implements Preferences {
  constructor(private readonly storage: Storage) {}

  get(key: string): string | null {
    return this.storage.getItem(key);
  }

  set(key: string, value: string): void {
    this.storage.setItem(key, value);
  }

  remove(key: string): void {
    this.storage.removeItem(key);
  }
}
