import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Social sign-in: sign-ins waiting for their provider's callback (each state used once), and the
 * provider accounts linked to portal accounts — one per provider account and per portal account
 * and provider, never changed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE social_sign_ins (
      state text PRIMARY KEY,
      provider text NOT NULL,
      nonce text NOT NULL,
      verifier text NOT NULL,
      link_account_id integer REFERENCES accounts(id),
      return_to text NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE TABLE social_links (
      provider text NOT NULL,
      subject text NOT NULL,
      account_id integer NOT NULL REFERENCES accounts(id),
      linked_at timestamptz NOT NULL,
      PRIMARY KEY (provider, subject),
      UNIQUE (account_id, provider)
    );
    `,
  );
}
