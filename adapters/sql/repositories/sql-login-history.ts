import type { Kysely } from 'kysely';
import type { LoginHistory, LoginMethod, LoginRecord, UsedFactor } from '../../../core/platform/access/security-ports';
import type { Schema } from '../schema';

export class SqlLoginHistory implements LoginHistory {
  constructor(private readonly db: Kysely<Schema>) {}

  async record(accountId: number, entry: LoginRecord): Promise<void> {
    await this.db
      .insertInto('login_history')
      .values({ account_id: accountId, at: entry.at, ip: entry.ip, user_agent: entry.userAgent, success: entry.success, method: entry.method, factor: entry.factor })
      .execute();
  }

  async recent(accountId: number, limit: number): Promise<LoginRecord[]> {
    const rows = await this.db.selectFrom('login_history').selectAll().where('account_id', '=', accountId).orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({ at: r.at, ip: r.ip, userAgent: r.user_agent, success: r.success, method: r.method as LoginMethod, factor: r.factor as UsedFactor | null }));
  }
}
