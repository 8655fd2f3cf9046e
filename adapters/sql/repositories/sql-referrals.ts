import { sql, type Kysely } from 'kysely';
import type { Invitee, ReferralBook } from '../../../core/platform/engagement/ports';
import type { Schema } from '../schema';

export class SqlReferrals implements ReferralBook {
  constructor(private readonly db: Kysely<Schema>) {}

  async codeOf(accountId: number, fresh: string): Promise<string> {
    await this.db
      .insertInto('referral_codes')
      .values({ account_id: accountId, code: fresh })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
    return (await this.db.selectFrom('referral_codes').select('code').where('account_id', '=', accountId).executeTakeFirstOrThrow()).code;
  }

  async invitees(referrerId: number): Promise<Invitee[]> {
    const rows = await sql<{ id: number; username: string; created_at: Date; amount: string | null }>`
      SELECT a.id, a.username, a.created_at, r.amount
      FROM referral_codes c
      JOIN accounts a ON a.profile ? 'referralCode' AND upper(a.profile->>'referralCode') = c.code
      LEFT JOIN referral_rewards r ON r.invitee_id = a.id AND r.status = 'paid'
      WHERE c.account_id = ${referrerId}
      ORDER BY a.id DESC LIMIT 200`.execute(this.db);
    return rows.rows.map((r) => ({
      id: r.id,
      username: r.username,
      registeredAt: new Date(r.created_at),
      reward: r.amount === null ? null : BigInt(r.amount),
    }));
  }

  async due(minDeposit: bigint): Promise<{ inviteeId: number; referrerId: number }[]> {
    const rows = await sql<{ id: number; referrer_id: number }>`
      SELECT a.id, c.account_id AS referrer_id
      FROM accounts a JOIN referral_codes c ON c.code = upper(a.profile->>'referralCode')
      WHERE a.profile ? 'referralCode'
        AND NOT EXISTS (SELECT 1 FROM referral_rewards r WHERE r.invitee_id = a.id)
        AND EXISTS (SELECT 1 FROM deposits d WHERE d.account_id = a.id AND d.status = 'approved' AND d.amount >= ${minDeposit})
      ORDER BY a.id LIMIT 500`.execute(this.db);
    return rows.rows.map((r) => ({ inviteeId: r.id, referrerId: r.referrer_id }));
  }

  async open(inviteeId: number, referrerId: number, amount: bigint): Promise<boolean> {
    const row = await this.db
      .insertInto('referral_rewards')
      .values({ invitee_id: inviteeId, referrer_id: referrerId, amount, status: 'paying' })
      .onConflict((oc) => oc.doNothing())
      .returning('invitee_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async unpaid(): Promise<{ inviteeId: number; referrerId: number; amount: bigint }[]> {
    const rows = await this.db
      .selectFrom('referral_rewards')
      .select(['invitee_id', 'referrer_id', 'amount'])
      .where('status', '=', 'paying')
      .orderBy('invitee_id')
      .limit(500)
      .execute();
    return rows.map((r) => ({ inviteeId: r.invitee_id, referrerId: r.referrer_id, amount: BigInt(r.amount) }));
  }

  async markPaid(inviteeId: number): Promise<boolean> {
    const result = await this.db
      .updateTable('referral_rewards')
      .set({ status: 'paid', paid_at: sql`now()` })
      .where('invitee_id', '=', inviteeId)
      .where('status', '=', 'paying')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
