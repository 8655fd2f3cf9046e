import { sql, type Kysely } from 'kysely';
import type { LoginAttempts } from '../../../core/platform/access/ports';
import type { Schema } from '../schema';

export class SqlLoginAttempts implements LoginAttempts {
  constructor(private readonly db: Kysely<Schema>) {}

  async record(username: string, ip: string, at: Date): Promise<void> {
    await this.db.insertInto('login_failures').values({ username, ip, at }).execute();
  }

  async countSince(username: string, ip: string, since: Date): Promise<{ account: number; ip: number }> {
    const row = await this.db
      .selectFrom('login_failures')
      .select([sql<number>`count(*) FILTER (WHERE username = ${username})::int`.as('account'), sql<number>`count(*) FILTER (WHERE ip = ${ip})::int`.as('ip')])
      .where('at', '>=', since)
      .where((eb) => eb.or([eb('username', '=', username), eb('ip', '=', ip)]))
      .executeTakeFirstOrThrow();
    return { account: row.account, ip: row.ip };
  }

  async clear(username: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('username', '=', username).execute();
  }
}
