import { useEffect } from 'react';
import { LANGUAGE_COOKIE } from '../../../core/domain/system/page-language';
import type { LanguageStore } from '../stores/language-store';

/**
 * Keeps the page's lang and dir attributes on the chosen language (fonts and right-to-left follow
 * them), and tells the server in a cookie, so the next visit's first paint already reads that way.
 */
export function useDocumentLanguage(language: Pick<LanguageStore, 'lang' | 'dir'>): void {
  useEffect(() => {
    document.documentElement.lang = language.lang.toLowerCase();
    document.documentElement.dir = language.dir;
    document.cookie = `${LANGUAGE_COOKIE}=${language.lang}; path=/; max-age=31536000; samesite=lax`;
  }, [language.lang, language.dir]);
}
