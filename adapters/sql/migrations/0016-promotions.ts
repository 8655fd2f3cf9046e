import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Uploaded pictures (in the database, so every server process serves them), promotions, and each
 * member's part in one per period: an application waiting for support, or a reward being or been
 * paid. A promotion, member and period have one claim; a deposit feeds one bonus.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE uploads (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      owner_id integer NOT NULL REFERENCES accounts(id),
      content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
      bytes bytea NOT NULL CHECK (octet_length(bytes) <= 5242880),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX uploads_owner ON uploads (owner_id, id);
    CREATE TABLE promotions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      title text NOT NULL,
      summary text NOT NULL,
      content text NOT NULL,
      image text NOT NULL,
      category text NOT NULL,
      badges text[] NOT NULL,
      kind text NOT NULL CHECK (kind IN ('deposit_bonus', 'daily_signin', 'application', 'info')),
      audience text NOT NULL,
      percent integer NOT NULL,
      cap bigint NOT NULL,
      min_deposit bigint NOT NULL,
      amount bigint NOT NULL,
      turnover_multiple integer NOT NULL,
      sort integer NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE reward_claims (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      promotion_id integer NOT NULL REFERENCES promotions(id),
      account_id integer NOT NULL REFERENCES accounts(id),
      period text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'paying', 'paid', 'rejected')),
      amount bigint NOT NULL CHECK (amount > 0),
      turnover_required bigint NOT NULL CHECK (turnover_required >= 0),
      comment text NOT NULL,
      images integer[] NOT NULL,
      reason text,
      deposit_id integer REFERENCES deposits(id),
      decided_by integer REFERENCES accounts(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      UNIQUE (promotion_id, account_id, period)
    );
    CREATE UNIQUE INDEX reward_claims_deposit ON reward_claims (deposit_id) WHERE deposit_id IS NOT NULL;
    CREATE INDEX reward_claims_account ON reward_claims (account_id, id DESC);
    CREATE INDEX reward_claims_pending ON reward_claims (id) WHERE status = 'pending';
    `,
  );
}
