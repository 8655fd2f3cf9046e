/** Languages written right to left, by their portal code. */
export const RTL_LANGUAGES: readonly string[] = ['UR'];

/** The cookie that tells the server which language the page was last shown in, for its first paint. */
export const LANGUAGE_COOKIE = 'lang';

export interface PageLanguage {
  readonly lang: string;
  readonly dir: 'rtl' | 'ltr';
}

/** The page's lang and dir attributes for a portal language code ('UR'), or null for what is not one. */
export function pageLanguage(code: string | undefined): PageLanguage | null {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
  const upper = code.toUpperCase();
  return { lang: upper.toLowerCase(), dir: RTL_LANGUAGES.includes(upper) ? 'rtl' : 'ltr' };
}
