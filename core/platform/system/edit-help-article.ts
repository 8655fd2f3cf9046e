import { helpArticleFailures } from '../../domain/system/help-article';
import { markdownToHtml, splitArticle } from '../../domain/system/markdown';
import { fail, ok, type Failure, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { HelpEditor, SettingsRepository } from './ports';

/**
 * Support writes a help article in Markdown (`portal articles set EN terms terms.md`): its `# `
 * line is the title, the rest becomes the page's HTML with everything typed escaped. The terms
 * article's slug is `term` (the portal links /help#term).
 */
export class EditHelpArticle {
  constructor(private readonly deps: { readonly help: HelpEditor; readonly settings: SettingsRepository }) {}

  async execute(
    caller: Principal,
    article: { lang: string; slug: string; markdown: string; sort: number },
  ): Promise<Result<{ lang: string; slug: string; title: string; created: boolean }>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const { supportLanguages } = await this.deps.settings.load();
    const { title, body } = splitArticle(article.markdown);
    const failures: Failure[] = [
      ...(supportLanguages.includes(article.lang)
        ? []
        : [{ code: 'validation.unsupported_language' as const, field: 'lang', params: { languages: supportLanguages.join(', ') } }]),
      ...helpArticleFailures(article.slug, title, article.markdown),
    ];
    const [first] = failures;
    if (first) return fail(first.code, { ...first, value: { errors: failures } });
    const created = await this.deps.help.save(
      { lang: article.lang, slug: article.slug, title, content: markdownToHtml(body), sort: article.sort },
      { accountId: caller.account.id },
    );
    return ok({ lang: article.lang, slug: article.slug, title, created });
  }
}
