import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { EN: 'en-GB', UR: 'ur-PK' };

/** Making a format is slow (a few ms on a phone) and every render of a list asks for one: each is made once. */
const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** A 24-hour clock: Urdu's 12-hour one writes its AM and PM in Latin letters. */
const STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' };

export function formatOf(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone ?? ''}`;
  let format = FORMATS.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...STYLE, ...(timeZone ? { timeZone } : {}) });
    } catch {
      format = new Intl.DateTimeFormat(locale, STYLE);
    }
    FORMATS.set(key, format);
  }
  return format;
}

/** Times as the operator's clock shows them (its zone), in the page's language; the format is made when a time is first shown. */
export function useDateTime(timeZone: string | undefined): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? 'en-GB';
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : formatOf(locale, timeZone).format(date);
  };
}
