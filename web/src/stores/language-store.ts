import { makeAutoObservable } from 'mobx';
import type { i18n } from 'i18next';
import type { ChooseLanguage } from '../../../core/portal/system/choose-language';
import { pageLanguage } from '../../../core/domain/system/page-language';
import { AGENT_ONLY_LANGUAGES, loadLanguage } from '../i18n/i18n';

export class LanguageStore {
  lang: string;

  constructor(
    private readonly i18n: i18n,
    private readonly chooser: ChooseLanguage,
    private readonly supported: () => readonly string[],
  ) {
    this.lang = i18n.language;
    makeAutoObservable<LanguageStore, 'i18n' | 'chooser' | 'supported'>(this, { i18n: false, chooser: false, supported: false });
  }

  get dir(): 'rtl' | 'ltr' {
    return pageLanguage(this.lang)?.dir ?? 'ltr';
  }

  async choose(lang: string): Promise<void> {
    if (!this.chooser.execute(lang, this.supported())) return;
    await loadLanguage(this.i18n, lang);
    await this.i18n.changeLanguage(lang);
    this.setLang(lang);
  }

  /** A language the server does not offer (the agent centre's Chinese): shown for this session only. */
  async showOnly(lang: string): Promise<void> {
    if (!AGENT_ONLY_LANGUAGES.includes(lang)) return;
    await loadLanguage(this.i18n, lang);
    await this.i18n.changeLanguage(lang);
    this.setLang(lang);
  }

  private setLang(lang: string): void {
    this.lang = lang;
  }
}
