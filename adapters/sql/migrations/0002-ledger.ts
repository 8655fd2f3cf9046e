import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The full ledger: holds for two-phase transfers, immutable transfer rows (a pending transfer is
 * resolved by exactly one post or void row), balances after each movement for account records,
 * a payload hash so a reused idempotency key with another payload is refused, and an outbox
 * written in the same transaction and published after commit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE ledger_accounts ADD COLUMN held bigint NOT NULL DEFAULT 0;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_held_check CHECK (held >= 0);
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_available_check CHECK (allow_negative OR balance - held >= 0);
    CREATE INDEX ledger_accounts_owner ON ledger_accounts (owner_id);
    ALTER TABLE ledger_transfers ADD COLUMN flag text NOT NULL DEFAULT 'single' CHECK (flag IN ('single', 'pending', 'post', 'void'));
    ALTER TABLE ledger_transfers ADD COLUMN pending_id integer UNIQUE REFERENCES ledger_transfers(id);
    ALTER TABLE ledger_transfers ADD COLUMN reference text;
    ALTER TABLE ledger_transfers ADD COLUMN payload_hash text NOT NULL DEFAULT '';
    ALTER TABLE ledger_transfers ADD COLUMN debit_balance_after bigint;
    ALTER TABLE ledger_transfers ADD COLUMN credit_balance_after bigint;
    ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_resolution CHECK ((flag IN ('post', 'void')) = (pending_id IS NOT NULL));
    CREATE INDEX ledger_transfers_debit ON ledger_transfers (debit_account_id, id);
    CREATE INDEX ledger_transfers_credit ON ledger_transfers (credit_account_id, id);
    CREATE TABLE outbox (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      channel text NOT NULL,
      event text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz
    );
    CREATE INDEX outbox_unpublished ON outbox (id) WHERE published_at IS NULL;
    `,
  );
}
