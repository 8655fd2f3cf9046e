import { useEffect } from 'react';
import type { LanguageStore } from '../stores/language-store';

/** Keeps the page's lang and dir attributes on the chosen language (fonts and right-to-left follow them). */
export function useDocumentLanguage(language: Pick<LanguageStore, 'lang' | 'dir'>): void {
  useEffect(() => {
    document.documentElement.lang = language.lang.toLowerCase();
    document.documentElement.dir = language.dir;
  }, [language.lang, language.dir]);
}
