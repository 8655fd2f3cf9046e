import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Bank accounts members withdraw to (a number is bound once, platform-wide), withdrawals with
 * their decision and receipt, and receipt proof images (in the database, so every server
 * process can serve them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE bank_accounts (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      bank_name text NOT NULL,
      account_number text NOT NULL UNIQUE,
      account_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX bank_accounts_owner ON bank_accounts (account_id, id);
    CREATE TABLE withdrawals (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      bank_account_id integer NOT NULL REFERENCES bank_accounts(id),
      amount bigint NOT NULL CHECK (amount > 0),
      request_key text,
      status text NOT NULL DEFAULT 'holding'
        CHECK (status IN ('holding', 'releasing', 'failed', 'pending', 'approving', 'approved', 'rejecting', 'rejected')),
      reason text,
      decided_by integer REFERENCES accounts(id),
      receipt text CHECK (receipt IN ('received', 'not_received', 'partly_received', 'auto_received')),
      received_amount bigint,
      remaining_amount bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      approved_at timestamptz,
      receipt_at timestamptz,
      UNIQUE (account_id, request_key),
      CHECK (receipt IS NULL OR (status = 'approved' AND received_amount >= 0 AND remaining_amount >= 0 AND received_amount + remaining_amount = amount))
    );
    CREATE INDEX withdrawals_account ON withdrawals (account_id, id DESC);
    CREATE INDEX withdrawals_status ON withdrawals (status, id);
    CREATE INDEX withdrawals_unconfirmed ON withdrawals (approved_at) WHERE status = 'approved' AND receipt IS NULL;
    CREATE TABLE withdrawal_proofs (
      withdrawal_id integer PRIMARY KEY REFERENCES withdrawals(id),
      content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
      bytes bytea NOT NULL CHECK (octet_length(bytes) <= 5242880),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    `,
  );
}
