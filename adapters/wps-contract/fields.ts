import { Type } from 'typebox';
import { SHORT_TEXT } from './limits';

/** Printable text: no control characters (C0, DEL, C1). */
const PRINTABLE = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';

export const Text = (maxLength = SHORT_TEXT) => Type.String({ maxLength, pattern: PRINTABLE });
