/** Making a list format is slow (tens of ms on a phone) and every form's render asks for one: each language's is made once, when first used. */
const FORMATS = new Map<string, Intl.ListFormat>();

/** Joins items as the language writes "a, b and c". */
export function joinList(language: string, items: readonly string[]): string {
  const locale = language.toLowerCase();
  let format = FORMATS.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    FORMATS.set(locale, format);
  }
  return format.format(items);
}
