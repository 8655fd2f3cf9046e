import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** Referral rewards, one per invitee; accounts are found by the referral code they registered with. */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE INDEX accounts_referral_code ON accounts ((profile->>'referralCode')) WHERE profile ? 'referralCode';
    CREATE TABLE referral_rewards (
      invitee_id integer PRIMARY KEY REFERENCES accounts(id),
      referrer_id integer NOT NULL REFERENCES accounts(id),
      amount bigint NOT NULL CHECK (amount > 0),
      status text NOT NULL CHECK (status IN ('paying', 'paid')),
      created_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz
    );
    CREATE INDEX referral_rewards_unpaid ON referral_rewards (invitee_id) WHERE status = 'paying';
    `,
  );
}
