import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownToHtml, splitArticle } from '../../../../core/domain/system/markdown';

const ALLOWED = /^<\/?(p|h2|h3|h4|ul|ol|li|strong|em|code|a)( href="[^"]*"( rel="noopener noreferrer" target="_blank")?)?>$/;

describe('markdownToHtml', () => {
  it("never shows a heading mark: # is a top-level heading (h2) like ##, under the page's own title", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/), (marks, title) => {
        const html = markdownToHtml(`${'#'.repeat(marks)} ${title}\n\nText.`);
        expect(html).toBe(`<h${Math.max(2, marks)}>${title}</h${Math.max(2, marks)}>\n<p>Text.</p>`);
        expect(html).not.toContain('#');
      }),
    );
  });

  it('renders the subset help articles use', () => {
    const md =
      '## Deposits\n\nPay by **bank transfer** or *online*.\nIt takes `5 minutes`.\n\n- first\n- second\n\n1. one\n2. two\n\nSee [the terms](/help#term) or [our site](https://example.com).';
    expect(markdownToHtml(md)).toBe(
      [
        '<h2>Deposits</h2>',
        '<p>Pay by <strong>bank transfer</strong> or <em>online</em>. It takes <code>5 minutes</code>.</p>',
        '<ul><li>first</li><li>second</li></ul>',
        '<ol><li>one</li><li>two</li></ol>',
        '<p>See <a href="/help#term">the terms</a> or <a href="https://example.com" rel="noopener noreferrer" target="_blank">our site</a>.</p>',
      ].join('\n'),
    );
  });

  it('property: whatever the author types, every tag in the output is one of the allowed ones; scripts and unsafe links come out as text', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[x](javascript:alert(1))',
        '[x](//evil.example.com)',
        '**',
        '`',
        '## ',
        '- ',
        '"',
        "'",
        '&',
        '\n\n',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const html = markdownToHtml(pieces.join(''));
        for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(ALLOWED);
        expect(html).not.toMatch(/href="(?!https:\/\/|\/(?!\/)|#)/);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: plain words come through in order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 10 }), (words) => {
        expect(markdownToHtml(words.join(' '))).toBe(`<p>${words.join(' ')}</p>`);
      }),
    );
  });
});

describe('splitArticle', () => {
  it('takes the first # heading as the title', () => {
    expect(splitArticle('# Terms\n\nBe nice.')).toEqual({ title: 'Terms', body: '\nBe nice.' });
    expect(splitArticle('No title here')).toEqual({ title: '', body: 'No title here' });
  });
});
