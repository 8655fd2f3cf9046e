import { Type, type TOptional, type TProperties } from 'typebox';
import { printablePattern } from '../../core/domain/kernel/free-text';
import { SHORT_TEXT } from './limits';

/** One of the given words, typed as the core's union. */
export const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));

/** One line of free text: no control characters (C0, DEL, C1). */
export const Text = (maxLength = SHORT_TEXT) => Type.String({ maxLength, pattern: printablePattern('line') });

/** Free text of several lines: line feeds and tabs, no other control characters. */
export const Lines = (maxLength: number) => Type.String({ maxLength, pattern: printablePattern('lines') });

/** A calendar date as text; whether it is a real date is the core's rule (checkDateRange), checked after the caller's role. */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: "a calendar date in the operator's time zone" });

/** A language as the spec writes it (EN, UR). */
export const LanguageCode = Type.String({ pattern: '^[A-Z]{2}$' });

/** The reader's language for content with words per language; absent, the operator's default. */
export const ContentLanguage = { language: Type.Optional(LanguageCode) };

/** Content's words in further languages: language → any of the given fields, each under its field's own schema. */
export const TextsOf = <F extends TProperties>(fields: F) =>
  Type.Record(
    LanguageCode,
    Type.Object(Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, Type.Optional(schema)])) as { [K in keyof F]: TOptional<F[K]> }, {
      additionalProperties: false,
    }),
    { additionalProperties: false },
  );
