import type { Kysely } from 'kysely';
import type { HelpArticle, HelpRepository } from '../../../core/platform/system/ports';
import type { Schema } from '../schema';

export class SqlHelp implements HelpRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async list(lang: string): Promise<HelpArticle[]> {
    return this.db.selectFrom('help_articles').select(['slug', 'title', 'content']).where('lang', '=', lang).orderBy('sort').orderBy('id').execute();
  }
}
