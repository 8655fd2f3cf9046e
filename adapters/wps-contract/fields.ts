import { Type } from 'typebox';
import { printablePattern } from '../../core/domain/kernel/free-text';
import { SHORT_TEXT } from './limits';

/** One line of free text: no control characters (C0, DEL, C1). */
export const Text = (maxLength = SHORT_TEXT) => Type.String({ maxLength, pattern: printablePattern('line') });

/** Free text of several lines: line feeds and tabs, no other control characters. */
export const Lines = (maxLength: number) => Type.String({ maxLength, pattern: printablePattern('lines') });
