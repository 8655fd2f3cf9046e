import type { Kysely } from 'kysely';
import type { KnownIps } from '../../../core/platform/access/ports';
import type { Schema } from '../schema';

export class SqlKnownIps implements KnownIps {
  constructor(private readonly db: Kysely<Schema>) {}

  async isKnown(accountId: number, ip: string): Promise<boolean> {
    return (await this.db.selectFrom('known_ips').select('ip').where('account_id', '=', accountId).where('ip', '=', ip).executeTakeFirst()) !== undefined;
  }

  async remember(accountId: number, ip: string, at: Date): Promise<void> {
    await this.db
      .insertInto('known_ips')
      .values({ account_id: accountId, ip, first_seen_at: at, last_seen_at: at })
      .onConflict((oc) => oc.columns(['account_id', 'ip']).doUpdateSet({ last_seen_at: at }))
      .execute();
  }
}
