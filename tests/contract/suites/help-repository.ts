import { describe, expect, it } from 'vitest';
import type { HelpRepository } from '../../../core/platform/system/ports';
import type { StoredHelpArticle } from '../../support/fakes/settings';

export interface HelpFixture {
  /** A repository holding exactly these articles, stored in this order. */
  withArticles(articles: readonly StoredHelpArticle[]): Promise<HelpRepository>;
}

const article = (lang: string, slug: string, sort: number): StoredHelpArticle => ({
  lang,
  slug,
  sort,
  title: `${slug} (${lang})`,
  content: `<p>${slug} in ${lang} — ✓</p>`,
});

export function helpRepositoryContract(fixture: () => Promise<HelpFixture>): void {
  describe('HelpRepository contract', () => {
    it("lists one language's articles by sort order, as slug, title and content only", async () => {
      const help = await (await fixture()).withArticles([article('EN', 'c', 2), article('EN', 'a', 0), article('UR', 'a', 0), article('EN', 'b', 1)]);
      expect(await help.list('EN')).toEqual([
        { slug: 'a', title: 'a (EN)', content: '<p>a in EN — ✓</p>' },
        { slug: 'b', title: 'b (EN)', content: '<p>b in EN — ✓</p>' },
        { slug: 'c', title: 'c (EN)', content: '<p>c in EN — ✓</p>' },
      ]);
      expect((await help.list('UR')).map((a) => a.slug)).toEqual(['a']);
    });

    it('articles with equal sort keep the order they were stored in', async () => {
      const help = await (await fixture()).withArticles([article('EN', 'z', 5), article('EN', 'm', 5), article('EN', 'a', 5)]);
      expect((await help.list('EN')).map((a) => a.slug)).toEqual(['z', 'm', 'a']);
    });

    it('a language without articles (or an unknown one) lists nothing; language codes are exact', async () => {
      const help = await (await fixture()).withArticles([article('EN', 'a', 0)]);
      expect(await help.list('XX')).toEqual([]);
      expect(await help.list('en')).toEqual([]);
      expect(await help.list('')).toEqual([]);
    });
  });
}
