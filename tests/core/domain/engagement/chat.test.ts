import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textAround, visibleCodePoint } from '../../../support/arbitraries';
import { CHAT_MESSAGE_MAX, checkChatText, isTyping, isVisitorKey, TYPING_HOLD_MS } from '../../../../core/domain/engagement/chat';

describe('checkChatText', () => {
  it('property: a trimmed line of 1 to 1000 characters without control characters (line breaks and tabs allowed) is sent as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 1100 }), (text) => {
        const trimmed = text.trim();
        const checked = checkChatText(text);
        const allowed = trimmed !== '' && [...trimmed].length <= CHAT_MESSAGE_MAX && !/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(trimmed);
        expect(checked.ok).toBe(allowed);
        if (checked.ok) expect(checked.value).toBe(trimmed);
      }),
    );
  });
});

describe('checkChatText at its limit', () => {
  it('property: 1000 characters, emoji included, make a message; one more is too long', () => {
    fc.assert(
      fc.property(textAround(1000, visibleCodePoint), (text) => {
        expect(checkChatText(text)).toEqual(
          [...text].length <= 1000 ? { ok: true, value: text } : { ok: false, error: { code: 'chat.too_long', field: 'body', params: { max: 1000 } } },
        );
      }),
    );
  });

  it('property: a visitor key is 32 to 64 letters, digits, - or _', () => {
    fc.assert(
      fc.property(fc.oneof(textAround(32, fc.constantFrom(...'aZ09_-')), textAround(64, fc.constantFrom(...'aZ09_-'))), (key) => {
        expect(isVisitorKey(key)).toBe(key.length >= 32 && key.length <= 64);
      }),
    );
  });
});

describe('isTyping', () => {
  it('property: a typing mark holds for five seconds, then fades', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), (ago) => {
        const now = new Date('2026-11-25T12:00:00Z');
        expect(isTyping(new Date(now.getTime() - ago), now)).toBe(ago < TYPING_HOLD_MS);
        expect(isTyping(null, now)).toBe(false);
      }),
    );
  });
});
