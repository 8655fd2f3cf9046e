import { LANGUAGE_COOKIE, pageLanguage, type PageLanguage } from '../../../../core/domain/system/page-language';
import { en, type Resources } from '../../../src/i18n/en';
import { errorsUr } from '../../../src/i18n/errors-ur';
import { houseEn, type HouseTexts } from './en';
import { houseUr } from './ur';

interface HouseLanguage extends PageLanguage {
  readonly texts: HouseTexts;
  readonly errors: Resources['errors'];
}

const ENGLISH: HouseLanguage = { lang: 'en', dir: 'ltr', texts: houseEn, errors: en.errors };
const TRANSLATIONS: Readonly<Record<string, Pick<HouseLanguage, 'texts' | 'errors'>>> = { ur: { texts: houseUr, errors: errorsUr } };

/** The language the portal last showed (its `lang` cookie), when the house pages speak it; English otherwise. */
export function houseLanguage(cookie: string): HouseLanguage {
  const code = cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  const page = pageLanguage(code);
  const translation = page && TRANSLATIONS[page.lang];
  return page && translation ? { ...page, ...translation } : ENGLISH;
}

/** This page's language, fixed when it loads. */
export const language = houseLanguage(document.cookie);
export const t = language.texts;
