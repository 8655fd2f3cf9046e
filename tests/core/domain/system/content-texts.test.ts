import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTexts, inLanguage, textIn, type Texts } from '../../../../core/domain/system/content-texts';

const language = fc.constantFrom('EN', 'UR', 'ZH');
const text = fc.oneof(fc.constant(''), fc.string({ minLength: 1, maxLength: 8 }));
const texts: fc.Arbitrary<Texts<'title'>> = fc.dictionary(language, fc.record({ title: text }, { requiredKeys: [] }));

describe('textIn', () => {
  it("is the asked language's text when it has one, else the default's, never empty while any language has one", () => {
    fc.assert(
      fc.property(text, texts, language, (own, others, asked) => {
        const picked = textIn(own, others, 'title', asked);
        const wanted = others[asked]?.title;
        if (wanted) expect(picked).toBe(wanted);
        else if (own) expect(picked).toBe(own);
        const any = [own, ...Object.values(others).map((t) => t.title ?? '')].some((t) => t !== '');
        expect(picked !== '').toBe(any);
      }),
    );
  });

  it('changes only the named fields of the content', () => {
    const promo = { id: 7, title: 'Daily check-in', summary: 'Claim 5.00', texts: { UR: { title: 'روزانہ حاضری' } } };
    expect(inLanguage(promo, ['title', 'summary'], 'UR')).toEqual({ ...promo, title: 'روزانہ حاضری' });
    expect(inLanguage(promo, ['title', 'summary'], 'EN')).toEqual(promo);
  });
});

describe('checkTexts', () => {
  const accepts = { title: (t: string) => t.length <= 10 };

  it('keeps every text its field accepts, trimmed, and names each one it refuses', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('UR', 'ZH', 'ur', 'X1'), fc.record({ title: fc.string({ maxLength: 14 }) })), (texts) => {
        const checked = checkTexts(texts, accepts);
        for (const [language, { title }] of Object.entries(texts)) {
          const text = title.trim();
          const good = text === '' || (/^[A-Z]{2}$/.test(language) && text.length <= 10);
          expect(checked.texts[language]?.title).toBe(good && text !== '' ? text : undefined);
          expect(checked.failures.some((f) => f.params?.['language'] === language)).toBe(!good);
        }
      }),
    );
  });

  it('refuses a field the content does not have', () => {
    expect(checkTexts({ UR: { body: 'x' } } as never, accepts).failures).toEqual([
      { code: 'content.invalid_text', field: 'texts', params: { language: 'UR', field: 'body' } },
    ]);
  });
});
