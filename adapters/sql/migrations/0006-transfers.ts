import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The account tree that team transfers (and later the agent centre) follow: each account may sit
 * under one direct upline. Vendor wallets need no table: they are ledger accounts opened on first use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE accounts ADD COLUMN upline_id integer REFERENCES accounts(id);
    ALTER TABLE accounts ADD CONSTRAINT accounts_upline_not_self CHECK (upline_id <> id);
    CREATE INDEX accounts_upline ON accounts (upline_id) WHERE upline_id IS NOT NULL;
    `,
  );
}
