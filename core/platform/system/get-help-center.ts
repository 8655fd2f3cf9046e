import type { PortalSettings } from '../../domain/system/settings';
import type { HelpArticle, HelpRepository, SettingsRepository } from './ports';

/** Articles in the asked language, falling back to the operator's default language. */
export class GetHelpCenter {
  constructor(private readonly deps: { help: HelpRepository; settings: SettingsRepository }) {}

  async execute(lang: string | undefined): Promise<{ lang: string; articles: HelpArticle[] }> {
    const settings: PortalSettings = await this.deps.settings.load();
    const wanted = lang && settings.supportLanguages.includes(lang) ? lang : settings.defaultLang;
    const articles = await this.deps.help.list(wanted);
    if (articles.length > 0 || wanted === settings.defaultLang) return { lang: wanted, articles };
    return { lang: settings.defaultLang, articles: await this.deps.help.list(settings.defaultLang) };
  }
}
