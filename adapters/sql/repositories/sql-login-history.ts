import type { Kysely } from 'kysely';
import type { LoginHistory, LoginMethod, LoginRecord, UsedFactor } from '../../../core/platform/access/ports';
import type { Schema } from '../schema';

export class SqlLoginHistory implements LoginHistory {
  constructor(private readonly db: Kysely<Schema>) {}

  async record(accountId: number, entry: LoginRecord): Promise<void> {
    await this.db
      .insertInto('login_history')
      .values({
        account_id: accountId,
        at: entry.at,
        ip: entry.ip,
        user_agent: entry.userAgent,
        success: entry.success,
        method: entry.method,
        factor: entry.factor,
      })
      .execute();
  }

  async recent(accountId: number, limit: number): Promise<LoginRecord[]> {
    const rows = await this.db.selectFrom('login_history').selectAll().where('account_id', '=', accountId).orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      at: r.at,
      ip: r.ip,
      userAgent: r.user_agent,
      success: r.success,
      method: r.method as LoginMethod,
      factor: r.factor as UsedFactor | null,
    }));
  }

  async lastLoginBefore(accountId: number, before: Date): Promise<Date | null> {
    const row = await this.db
      .selectFrom('login_history')
      .select((eb) => eb.fn.max('at').as('at'))
      .where('account_id', '=', accountId)
      .where('success', '=', true)
      .where('at', '<', before)
      .executeTakeFirst();
    return row?.at ? new Date(row.at) : null;
  }
}
