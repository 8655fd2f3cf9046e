import { fail, ok, type Failure, type Result } from './result';

/** One line (a name, a title, a reason) or several (a message, a comment): only the latter may hold line feeds and tabs. */
export type TextShape = 'line' | 'lines';

export const CONTROL_CHARACTERS_REFUSED = 'validation.control_characters';

/** Control characters no free text may hold: C0, DEL and C1 (terminal escapes, carriage returns, OSC 52). */
const CONTROL: Record<TextShape, string> = {
  line: '\\u0000-\\u001f\\u007f-\\u009f',
  lines: '\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f',
};

/** The rule as a JSON-schema pattern, so the wire schemas refuse exactly what the use cases refuse. */
export const printablePattern = (shape: TextShape): string => `^[^${CONTROL[shape]}]*$`;

const PRINTABLE: Record<TextShape, RegExp> = { line: new RegExp(printablePattern('line'), 'u'), lines: new RegExp(printablePattern('lines'), 'u') };

export const isPrintable = (text: string, shape: TextShape): boolean => PRINTABLE[shape].test(text);

/** Free text a user sends: refused, naming the field, when it holds a control character its shape does not allow. */
export const checkPrintable = (field: string, text: string, shape: TextShape): Result<string> =>
  isPrintable(text, shape) ? ok(text) : fail(CONTROL_CHARACTERS_REFUSED, { field });

/** For validators that list every failure: one per field whose text holds a control character its shape does not allow. */
export const controlFailures = (texts: Readonly<Record<string, readonly [string, TextShape]>>): Failure[] =>
  Object.entries(texts)
    .filter(([, [text, shape]]) => !isPrintable(text, shape))
    .map(([field]) => ({ code: CONTROL_CHARACTERS_REFUSED, field }));
