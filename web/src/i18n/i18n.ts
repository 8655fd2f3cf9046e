import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

/** Languages other than English are fetched when first chosen, so the home route carries one. */
const LOADERS: Readonly<Record<string, () => Promise<object>>> = { UR: () => import('./ur').then((m) => m.ur), ZH: () => import('./zh').then((m) => m.zh) };

/** Chinese covers the agent back office only: shown there for the session, never offered to the member site. */
export const AGENT_ONLY_LANGUAGES = ['ZH'];

/** Adds a language's resources to the instance, once, before it is used. */
export async function loadLanguage(instance: i18n, lang: string): Promise<void> {
  const load = LOADERS[lang];
  if (!load || instance.hasResourceBundle(lang, 'translation')) return;
  instance.addResourceBundle(lang, 'translation', await load());
}

/** One i18next instance per app, built in the composition root. Language codes are the spec's (EN, UR). */
export async function createI18n(lang: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    resources: { EN: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(instance, lang);
  if (lang !== 'EN') await instance.changeLanguage(lang);
  return instance;
}
