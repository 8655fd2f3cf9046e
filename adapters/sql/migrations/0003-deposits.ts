import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Deposits waiting for support, and the member's platform messages (deposit credited, deposit
 * failed, withdrawal approved or rejected; the messages issue shows them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE deposits (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      method text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      payer_name text NOT NULL,
      reference text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approving', 'approved', 'rejected')),
      reason text,
      decided_by integer REFERENCES accounts(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    );
    CREATE INDEX deposits_account ON deposits (account_id, id DESC);
    CREATE INDEX deposits_status ON deposits (status, id);
    CREATE TABLE messages (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      type text NOT NULL,
      params jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz
    );
    CREATE INDEX messages_account ON messages (account_id, id DESC);
    `,
  );
}
