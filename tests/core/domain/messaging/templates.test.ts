import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES, outboundText, type OutboundKind } from '../../../../core/domain/messaging/templates';

const KINDS: OutboundKind[] = ['code', 'login_code', 'bind_code', 'reset_link'];
const params = fc.record({
  merchant: fc.string({ minLength: 1, maxLength: 20 }),
  secret: fc.oneof(fc.stringMatching(/^[0-9]{6}$/), fc.webUrl()),
  minutes: fc.integer({ min: 1, max: 60 }),
  account: fc.stringMatching(/^[a-z][a-z0-9]{3,15}$/),
  mobile: fc.boolean(),
});

describe('outboundText', () => {
  it('property: in every language every message carries the secret, the merchant (codes) and the minutes, and has a subject', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.constantFrom(...MESSAGE_LANGUAGES), params, (kind, lang, p) => {
        const text = outboundText(kind, lang, p);
        expect(text.body).toContain(p.secret);
        expect(text.body).toContain(String(p.minutes));
        expect(text.subject).toContain(p.merchant);
        if (kind !== 'reset_link') expect(text.body).toContain(p.merchant);
        if (kind === 'bind_code') expect(text.body).toContain(p.account);
      }),
    );
  });

  it('property: a language without texts gets English; Urdu differs from English', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.string({ maxLength: 3 }).filter((l) => !MESSAGE_LANGUAGES.includes(l)),
        params,
        (kind, lang, p) => {
          expect(outboundText(kind, lang, p)).toEqual(outboundText(kind, 'EN', p));
          expect(outboundText(kind, 'UR', p).body).not.toBe(outboundText(kind, 'EN', p).body);
        },
      ),
    );
  });
});
