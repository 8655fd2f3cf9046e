import { pageLanguage } from '../../core/domain/system/page-language';

const BUILT_TAG = '<html lang="en" dir="ltr">';

/**
 * The web app's page in the language its cookie names: the html tag's lang and dir set, so the
 * page paints the right way round before any script runs. Undefined for the page as built (English,
 * or a page without that tag), which goes out precompressed.
 */
export function appPage(html: string): (cookie: string | undefined) => string | undefined {
  return (cookie) => {
    const language = pageLanguage(cookie);
    if (!language || language.lang === 'en' || !html.includes(BUILT_TAG)) return undefined;
    return html.replace(BUILT_TAG, `<html lang="${language.lang}" dir="${language.dir}">`);
  };
}
