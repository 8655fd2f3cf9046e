import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageLanguage, RTL_LANGUAGES } from '../../../../core/domain/system/page-language';

describe('pageLanguage', () => {
  it('gives a two-letter code its lower-case lang, right to left exactly for the right-to-left languages', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{2}$/), (code) => {
        const page = pageLanguage(code)!;
        expect(page.lang).toBe(code.toLowerCase());
        expect(page.dir).toBe(RTL_LANGUAGES.includes(code.toUpperCase()) ? 'rtl' : 'ltr');
      }),
    );
    expect(pageLanguage('UR')).toEqual({ lang: 'ur', dir: 'rtl' });
  });

  it('names nothing for what is not a two-letter code, so nothing of it reaches the page', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[A-Za-z]{2}$/.test(s)),
        (text) => pageLanguage(text) === null,
      ),
    );
    expect(pageLanguage(undefined)).toBeNull();
  });
});
