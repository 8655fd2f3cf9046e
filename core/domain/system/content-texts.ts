import type { Failure } from '../kernel/result';

/**
 * Operator content's words in further languages: language → field → text. The content's own
 * fields hold its words in the operator's default language.
 */
export type Texts<F extends string = string> = Readonly<Record<string, Readonly<Partial<Record<F, string>>>>>;

/** A field in a language: that language's text, else the default language's, else any language's. */
export function textIn<F extends string>(own: string, texts: Texts<F>, field: F, language: string): string {
  return (
    texts[language]?.[field] ||
    own ||
    Object.values(texts)
      .map((t) => t[field])
      .find((t) => !!t) ||
    ''
  );
}

/** The content with the words of `fields` in a language, as textIn picks them. */
export function inLanguage<F extends string, T extends Readonly<Record<F, string>> & { readonly texts: Texts<F> }>(
  item: T,
  fields: readonly F[],
  language: string,
): T {
  return { ...item, ...Object.fromEntries(fields.map((f) => [f, textIn(item[f], item.texts, f, language)])) };
}

/**
 * Checks content's texts against each field's rule (the one its default-language column keeps):
 * two-letter language codes, known fields. Texts come back trimmed; an empty one is left out, so
 * the default language's shows.
 */
export function checkTexts<F extends string>(
  texts: Texts<F>,
  accepts: Readonly<Record<F, (text: string) => boolean>>,
): { readonly texts: Texts<F>; readonly failures: Failure[] } {
  const failures: Failure[] = [];
  const checked: Record<string, Partial<Record<F, string>>> = {};
  for (const [language, fields] of Object.entries(texts)) {
    for (const [field, raw] of Object.entries(fields) as [string, string | undefined][]) {
      const text = (raw ?? '').trim();
      if (text === '') continue;
      if (!/^[A-Z]{2}$/.test(language) || !Object.hasOwn(accepts, field) || !accepts[field as F](text))
        failures.push({ code: 'content.invalid_text', field: 'texts', params: { language, field } });
      else checked[language] = { ...checked[language], [field]: text };
    }
  }
  return { texts: checked, failures };
}
