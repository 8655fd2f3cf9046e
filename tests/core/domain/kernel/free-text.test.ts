import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPrintable, controlFailures, isPrintable, printablePattern, type TextShape } from '../../../../core/domain/kernel/free-text';

const isControl = (c: number) => c <= 0x1f || (c >= 0x7f && c <= 0x9f);
const allowedIn = (shape: TextShape, c: number) => !isControl(c) || (shape === 'lines' && (c === 0x0a || c === 0x09));
const control = fc
  .integer({ min: 0, max: 0x9f })
  .filter(isControl)
  .map((c) => String.fromCodePoint(c));
const shape = fc.constantFrom<TextShape>('line', 'lines');
const anyText = fc.string({
  unit: fc.oneof(fc.constantFrom('\u001b', '\r', '\n', '\t', '\u0007', '\u009b', '\u007f'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })),
  maxLength: 40,
});

describe('free text holds no control characters', () => {
  it('a text passes exactly when each of its characters is printable, or a line feed or tab in text of several lines', () => {
    fc.assert(
      fc.property(anyText, shape, (text, s) => {
        const expected = [...text].every((ch) => allowedIn(s, ch.codePointAt(0)!));
        expect(isPrintable(text, s)).toBe(expected);
        expect(new RegExp(printablePattern(s), 'u').test(text)).toBe(expected);
        expect(checkPrintable('comment', text, s)).toEqual(
          expected ? { ok: true, value: text } : { ok: false, error: { code: 'validation.control_characters', field: 'comment' } },
        );
      }),
    );
  });

  it('one control character anywhere in otherwise printable text refuses it, naming the field; only line feed and tab pass in several lines', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((t) => isPrintable(t, 'line')),
        control,
        fc.string({ maxLength: 20 }).filter((t) => isPrintable(t, 'line')),
        shape,
        (before, c, after, s) => {
          const passes = s === 'lines' && (c === '\n' || c === '\t');
          expect(controlFailures({ remark: [before + c + after, s] })).toEqual(passes ? [] : [{ code: 'validation.control_characters', field: 'remark' }]);
        },
      ),
    );
  });
});
