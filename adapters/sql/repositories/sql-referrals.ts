import { sql, type Kysely } from 'kysely';
import type { Invitee, ReferralBook } from '../../../core/platform/engagement/referrals';
import type { Schema } from '../schema';

export class SqlReferrals implements ReferralBook {
  constructor(private readonly db: Kysely<Schema>) {}

  async invitees(code: string): Promise<Invitee[]> {
    const rows = await sql<{ id: number; username: string; created_at: Date; amount: string | null }>`
      SELECT a.id, a.username, a.created_at, r.amount
      FROM accounts a LEFT JOIN referral_rewards r ON r.invitee_id = a.id AND r.status = 'paid'
      WHERE a.profile ? 'referralCode' AND a.profile->>'referralCode' = ${code}
      ORDER BY a.id DESC LIMIT 200`.execute(this.db);
    return rows.rows.map((r) => ({ id: r.id, username: r.username, registeredAt: new Date(r.created_at), reward: r.amount === null ? null : BigInt(r.amount) }));
  }

  async due(minDeposit: bigint): Promise<{ inviteeId: number; code: string }[]> {
    const rows = await sql<{ id: number; code: string }>`
      SELECT a.id, a.profile->>'referralCode' AS code FROM accounts a
      WHERE a.profile ? 'referralCode'
        AND NOT EXISTS (SELECT 1 FROM referral_rewards r WHERE r.invitee_id = a.id)
        AND EXISTS (SELECT 1 FROM deposits d WHERE d.account_id = a.id AND d.status = 'approved' AND d.amount >= ${minDeposit})
      ORDER BY a.id LIMIT 500`.execute(this.db);
    return rows.rows.map((r) => ({ inviteeId: r.id, code: r.code }));
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
    const rows = await this.db.selectFrom('referral_rewards').select(['invitee_id', 'referrer_id', 'amount']).where('status', '=', 'paying').orderBy('invitee_id').limit(500).execute();
    return rows.map((r) => ({ inviteeId: r.invitee_id, referrerId: r.referrer_id, amount: BigInt(r.amount) }));
  }

  async markPaid(inviteeId: number): Promise<boolean> {
    const result = await this.db.updateTable('referral_rewards').set({ status: 'paid', paid_at: sql`now()` }).where('invitee_id', '=', inviteeId).where('status', '=', 'paying').executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
