import { Type } from 'typebox';
import { printablePattern } from '../../core/domain/kernel/free-text';
import { SHORT_TEXT } from './limits';

/** One line of free text: no control characters (C0, DEL, C1). */
export const Text = (maxLength = SHORT_TEXT) => Type.String({ maxLength, pattern: printablePattern('line') });

/** Free text of several lines: line feeds and tabs, no other control characters. */
export const Lines = (maxLength: number) => Type.String({ maxLength, pattern: printablePattern('lines') });

/** A calendar date as text; whether it is a real date is the core's rule (checkDateRange), checked after the caller's role. */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: "a calendar date in the operator's time zone" });
