/** Small, non-secret preferences kept on the device (language, remembered username). */
export interface Preferences {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
