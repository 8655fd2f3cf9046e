import type { Result } from '../../domain/kernel/result';
import type { HelpCenter } from '../system/types';

export interface SavedArticle {
  readonly lang: string;
  readonly slug: string;
  readonly title: string;
  readonly created: boolean;
}

export interface HelpArticleGateway {
  helpCenter(lang: string): Promise<Result<HelpCenter>>;
  saveHelpArticle(lang: string, slug: string, markdown: string, sort: number): Promise<Result<SavedArticle>>;
}

/** Support edits help articles from Markdown files (`portal articles set|list`); the server checks and converts. */
export class HelpArticles {
  constructor(private readonly gateway: HelpArticleGateway) {}

  save(lang: string, slug: string, markdown: string, sort = 0): Promise<Result<SavedArticle>> {
    return this.gateway.saveHelpArticle(lang.toUpperCase(), slug, markdown, sort);
  }

  list(lang: string): Promise<Result<HelpCenter>> {
    return this.gateway.helpCenter(lang.toUpperCase());
  }
}
