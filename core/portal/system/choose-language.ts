import type { Preferences } from './preferences';

/** The chosen language is kept under 'lang', the previous one under 'hisLang'. */
export class ChooseLanguage {
  constructor(private readonly preferences: Preferences) {}

  current(supported: readonly string[], fallback: string): string {
    const stored = this.preferences.get('lang');
    return stored && supported.includes(stored) ? stored : fallback;
  }

  execute(lang: string, supported: readonly string[]): boolean {
    if (!supported.includes(lang)) return false;
    const previous = this.preferences.get('lang');
    if (previous && previous !== lang) this.preferences.set('hisLang', previous);
    this.preferences.set('lang', lang);
    return true;
  }
}
