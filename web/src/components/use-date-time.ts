import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { EN: 'en-GB', UR: 'ur-PK' };

/** Times as the operator's clock shows them (its zone), in the page's language. */
export function useDateTime(timeZone: string | undefined): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? 'en-GB';
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  } catch {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  }
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}
