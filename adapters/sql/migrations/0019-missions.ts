import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** Daily and weekly missions, and their rewards claimed once per mission, member and period. */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE missions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      title text NOT NULL,
      period text NOT NULL CHECK (period IN ('daily', 'weekly')),
      metric text NOT NULL CHECK (metric IN ('valid_bet', 'deposit', 'rounds')),
      game_type text NOT NULL,
      target bigint NOT NULL CHECK (target > 0),
      reward bigint NOT NULL CHECK (reward > 0),
      sort integer NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE mission_claims (
      mission_id integer NOT NULL REFERENCES missions(id),
      account_id integer NOT NULL REFERENCES accounts(id),
      period text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      status text NOT NULL CHECK (status IN ('paying', 'paid')),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (mission_id, account_id, period)
    );
    CREATE INDEX mission_claims_account ON mission_claims (account_id, period);
    CREATE INDEX deposits_decided ON deposits (decided_at) WHERE status = 'approved';
    `,
  );
}
