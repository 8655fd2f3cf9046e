import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * VIP levels as recorded (they only rise), manual rebate claims (one from each instant per
 * member: a claim starts where the previous ended), and the index that finds who played lately.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE vip_levels (
      account_id integer PRIMARY KEY REFERENCES accounts(id),
      level integer NOT NULL CHECK (level >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX vip_levels_level ON vip_levels (level);
    CREATE TABLE rebate_claims (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      since timestamptz NOT NULL,
      until timestamptz NOT NULL CHECK (until > since),
      amount bigint NOT NULL CHECK (amount > 0),
      lines jsonb NOT NULL,
      status text NOT NULL CHECK (status IN ('paying', 'paid')),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (account_id, since)
    );
    CREATE INDEX rebate_claims_account ON rebate_claims (account_id, id DESC);
    CREATE INDEX rounds_ended ON rounds (ended_at) WHERE status = 'closed';
    `,
  );
}
