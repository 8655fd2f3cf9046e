import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { helpArticleFailures } from '../../../../core/domain/system/help-article';
import { atAndAround, textAround } from '../../../support/arbitraries';

const codesOf = (slug: string, title: string, markdown: string) => helpArticleFailures(slug, title, markdown).map((f) => f.code);

describe('helpArticleFailures', () => {
  it('property: a slug of up to 40, a title of up to 100 and an article of up to 40,000 characters are taken; one more is refused, naming its field', () => {
    fc.assert(
      fc.property(
        textAround(40, fc.constantFrom(...'az09-')).map((tail) => `a${tail.slice(1)}`),
        textAround(100),
        atAndAround(40_000),
        (slug, title, size) => {
          const markdown = `# ${title}\n`.padEnd(size, 'x');
          expect(codesOf(slug, 'Title', '# Title')).toEqual(slug.length <= 40 ? [] : ['help.invalid_slug']);
          expect(helpArticleFailures('terms', title, `# ${title}`)).toEqual(title.length <= 100 ? [] : [{ code: 'help.title_missing', field: 'markdown' }]);
          expect(helpArticleFailures('terms', 'Title', markdown)).toEqual(
            size <= 40_000 ? [] : [{ code: 'validation.too_long', field: 'markdown', params: { max: 40_000 } }],
          );
        },
      ),
    );
  });

  it('a slug starts with a letter or digit and holds only lower-case letters, digits and dashes; a title is required', () => {
    for (const slug of ['', '-terms', 'Terms', 'the terms', 'terms/1']) expect(codesOf(slug, 'Title', '# Title')).toEqual(['help.invalid_slug']);
    expect(codesOf('terms', '', 'no title')).toEqual(['help.title_missing']);
  });
});
