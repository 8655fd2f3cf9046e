import type { Kysely } from 'kysely';
import type { SocialProvider } from '../../../core/domain/system/settings';
import type { PendingSocialSignIn, PendingSocialSignIns, SocialLink, SocialLinks } from '../../../core/platform/access/ports';
import type { Schema } from '../schema';

export class SqlPendingSocialSignIns implements PendingSocialSignIns {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(p: PendingSocialSignIn): Promise<void> {
    await this.db.deleteFrom('social_sign_ins').where('expires_at', '<', new Date()).execute();
    await this.db
      .insertInto('social_sign_ins')
      .values({
        state: p.state,
        provider: p.provider,
        nonce: p.nonce,
        verifier: p.verifier,
        link_account_id: p.linkAccountId,
        return_to: p.returnTo,
        expires_at: p.expiresAt,
        purpose: p.purpose,
      })
      .execute();
  }

  async take(state: string): Promise<PendingSocialSignIn | null> {
    const row = await this.db.deleteFrom('social_sign_ins').where('state', '=', state).returningAll().executeTakeFirst();
    if (!row) return null;
    return {
      state: row.state,
      provider: row.provider as SocialProvider,
      nonce: row.nonce,
      verifier: row.verifier,
      linkAccountId: row.link_account_id,
      returnTo: row.return_to,
      expiresAt: new Date(row.expires_at),
      purpose: row.purpose === 'withdrawal' ? 'withdrawal' : 'play',
    };
  }
}

const toLink = (row: Schema['social_links']): SocialLink => ({
  provider: row.provider as SocialProvider,
  subject: row.subject,
  accountId: row.account_id,
  linkedAt: new Date(row.linked_at),
});

export class SqlSocialLinks implements SocialLinks {
  constructor(private readonly db: Kysely<Schema>) {}

  async findBySubject(provider: SocialProvider, subject: string): Promise<SocialLink | null> {
    const row = await this.db.selectFrom('social_links').selectAll().where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
    return row ? toLink(row) : null;
  }

  async listForAccount(accountId: number): Promise<SocialLink[]> {
    return (await this.db.selectFrom('social_links').selectAll().where('account_id', '=', accountId).orderBy('linked_at').execute()).map(toLink);
  }

  async link(link: SocialLink): Promise<boolean> {
    const added = await this.db
      .insertInto('social_links')
      .values({ provider: link.provider, subject: link.subject, account_id: link.accountId, linked_at: link.linkedAt })
      .onConflict((oc) => oc.doNothing())
      .returning('subject')
      .executeTakeFirst();
    return added !== undefined;
  }
}
