import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textAround, visibleCodePoint } from '../../../support/arbitraries';
import { checkFeedback, checkFeedbackReply, FEEDBACK_MAX_CHARS, FEEDBACK_TYPES, wordCount } from '../../../../core/domain/engagement/feedback';

const rules = { minWords: 3, maxWords: 10 };
const word = fc.stringMatching(/^[a-z]{1,12}$/);

describe('checkFeedback', () => {
  it('property: content is taken trimmed exactly when it has the operator’s word count and at most 140 characters', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FEEDBACK_TYPES), fc.array(word, { maxLength: 14 }), fc.constantFrom(' ', '  ', '\t'), (type, words, gap) => {
        const content = ` ${words.join(gap)} `;
        const trimmed = content.trim();
        const checked = checkFeedback(type, content, rules);
        const fits = trimmed !== '' && [...trimmed].length <= FEEDBACK_MAX_CHARS && words.length >= rules.minWords && words.length <= rules.maxWords;
        expect(checked.ok).toBe(fits);
        if (checked.ok) expect(checked.value).toEqual({ type, content: trimmed });
        expect(wordCount(content)).toBe(words.length);
      }),
    );
  });

  it('property: 140 characters, emoji included, make a feedback; one more is too long', () => {
    fc.assert(
      fc.property(textAround(140 - 4, visibleCodePoint), (word) => {
        const content = `a b ${word}`;
        expect(checkFeedback('other', content, rules)).toEqual(
          [...content].length <= 140
            ? { ok: true, value: { type: 'other', content } }
            : { ok: false, error: { code: 'feedback.too_long', field: 'content', params: { max: 140 } } },
        );
      }),
    );
  });

  it('property: a type outside the list is refused whatever the content', () => {
    fc.assert(
      fc.property(
        fc.string().filter((t) => !(FEEDBACK_TYPES as readonly string[]).includes(t)),
        (type) => {
          expect(checkFeedback(type, 'three good words', rules)).toMatchObject({ ok: false, error: { code: 'feedback.invalid_type' } });
        },
      ),
    );
  });
});

describe('checkFeedbackReply', () => {
  it('property: an answer is taken trimmed with up to 1000 characters, emoji included; one more is too long; a blank one is required', () => {
    fc.assert(
      fc.property(textAround(1000, visibleCodePoint), fc.constantFrom('', ' ', '\n\t'), (text, pad) => {
        expect(checkFeedbackReply(pad + text + pad)).toEqual(
          [...text].length <= 1000 ? { ok: true, value: text } : { ok: false, error: { code: 'validation.too_long', field: 'reply', params: { max: 1000 } } },
        );
        expect(checkFeedbackReply(pad)).toEqual({ ok: false, error: { code: 'validation.required', field: 'reply' } });
      }),
    );
  });
});
