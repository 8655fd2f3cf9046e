import type { Failure } from '../kernel/result';

/** The longest article file support may send (the API's body limit is 64 KiB). */
export const ARTICLE_MAX_CHARS = 40_000;

/** An article's own rules: a slug of 1-40 lower-case letters, digits and dashes (not first), a `# ` title of 1-100 characters, 40,000 characters in all. */
export function helpArticleFailures(slug: string, title: string, markdown: string): Failure[] {
  const failures: Failure[] = [];
  if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(slug)) failures.push({ code: 'help.invalid_slug', field: 'slug' });
  if (title === '' || title.length > 100) failures.push({ code: 'help.title_missing', field: 'markdown' });
  if (markdown.length > ARTICLE_MAX_CHARS) failures.push({ code: 'validation.too_long', field: 'markdown', params: { max: ARTICLE_MAX_CHARS } });
  return failures;
}
