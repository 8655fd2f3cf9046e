import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import type { AccountTree, TreeAccount } from '../../../core/platform/agency/ports';
import type { AccountsTable, Schema } from '../schema';
import { actAs } from '../audit-actor';

/** Links are serialized by one transaction-scoped advisory lock, so two racing links cannot close a cycle. */
export const TREE_LOCK = 0x7472_6565;

export class SqlAccountTree implements AccountTree {
  constructor(private readonly db: Kysely<Schema>) {}

  async findById(id: number): Promise<TreeAccount | null> {
    const row = await this.db.selectFrom('accounts').select(['id', 'username', 'nickname', 'type', 'upline_id']).where('id', '=', id).executeTakeFirst();
    return row ? toTreeAccount(row) : null;
  }

  async findByUsername(username: string): Promise<TreeAccount | null> {
    const row = await this.db
      .selectFrom('accounts')
      .select(['id', 'username', 'nickname', 'type', 'upline_id'])
      .where('username', '=', username)
      .executeTakeFirst();
    return row ? toTreeAccount(row) : null;
  }

  async directDownlines(uplineId: number, limit: number): Promise<TreeAccount[]> {
    const rows = await this.db
      .selectFrom('accounts')
      .select(['id', 'username', 'nickname', 'type', 'upline_id'])
      .where('upline_id', '=', uplineId)
      .orderBy('username')
      .limit(limit)
      .execute();
    return rows.map(toTreeAccount);
  }

  async ancestors(id: number): Promise<number[]> {
    return ancestorsIn(this.db, id);
  }

  async setUpline(id: number, uplineId: number, by: AuditActor): Promise<'linked' | 'cycle'> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${TREE_LOCK})`.execute(trx);
      if (id === uplineId || (await ancestorsIn(trx, uplineId)).includes(id)) return 'cycle';
      await actAs(trx, by);
      await trx.updateTable('accounts').set({ upline_id: uplineId }).where('id', '=', id).execute();
      return 'linked';
    });
  }
}

async function ancestorsIn(db: Kysely<Schema>, id: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    WITH RECURSIVE chain(id, depth) AS (
      SELECT upline_id, 1 FROM accounts WHERE id = ${id} AND upline_id IS NOT NULL
      UNION ALL
      SELECT a.upline_id, c.depth + 1 FROM accounts a JOIN chain c ON a.id = c.id WHERE a.upline_id IS NOT NULL
    ) CYCLE id SET is_cycle USING path
    SELECT id FROM chain WHERE NOT is_cycle ORDER BY depth`.execute(db);
  return rows.rows.map((r) => r.id);
}

function toTreeAccount(row: Pick<Selectable<AccountsTable>, 'id' | 'username' | 'nickname' | 'type' | 'upline_id'>): TreeAccount {
  return { id: row.id, username: row.username, nickname: row.nickname, type: row.type, uplineId: row.upline_id };
}
