import { sql, type Kysely } from 'kysely';
import type { HelpEditor, HelpArticle, HelpRepository } from '../../../core/platform/system/ports';
import type { Schema } from '../schema';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import { acting } from '../acting';

export class SqlHelp implements HelpRepository, HelpEditor {
  constructor(private readonly db: Kysely<Schema>) {}

  async list(lang: string): Promise<HelpArticle[]> {
    return this.db.selectFrom('help_articles').select(['slug', 'title', 'content']).where('lang', '=', lang).orderBy('sort').orderBy('id').execute();
  }

  async save(article: { lang: string; slug: string; title: string; content: string; sort: number }, by: AuditActor): Promise<boolean> {
    const row = await acting(this.db, by, (db) =>
      db
        .insertInto('help_articles')
        .values(article)
        .onConflict((oc) =>
          oc.columns(['lang', 'slug']).doUpdateSet({ title: article.title, content: article.content, sort: article.sort, updated_at: new Date() }),
        )
        .returning(sql<boolean>`(xmax = 0)`.as('created'))
        .executeTakeFirstOrThrow(),
    );
    return row.created;
  }
}
