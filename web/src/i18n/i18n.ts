import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { ur } from './ur';

export const RTL_LANGUAGES = ['UR'];

/** One i18next instance per app, built in the composition root. Language codes are the spec's (EN, UR). */
export async function createI18n(lang: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'EN',
    resources: { EN: { translation: en }, UR: { translation: ur } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
