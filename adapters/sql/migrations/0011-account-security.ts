import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Account security: the user agent of each session, the IPs each account has logged in from,
 * second-factor challenges for a login from a new IP (a sent code only as a keyed hash),
 * authenticator secrets with their recovery codes (only hashes), and the login history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE sessions ADD COLUMN user_agent text NOT NULL DEFAULT '';
    CREATE TABLE known_ips (
      account_id integer NOT NULL REFERENCES accounts(id),
      ip text NOT NULL,
      first_seen_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      PRIMARY KEY (account_id, ip)
    );
    CREATE TABLE login_challenges (
      id text PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      ip text NOT NULL,
      factors text NOT NULL,
      expires_at timestamptz NOT NULL,
      wrong_answers integer NOT NULL DEFAULT 0 CHECK (wrong_answers >= 0),
      closed_at timestamptz,
      code_factor text CHECK (code_factor IN ('sms', 'email')),
      code_hash text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_challenges_account ON login_challenges (account_id);
    CREATE TABLE authenticators (
      account_id integer PRIMARY KEY REFERENCES accounts(id),
      secret text NOT NULL,
      confirmed_at timestamptz,
      last_used_step integer,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE recovery_codes (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      code_hash text NOT NULL,
      used_at timestamptz,
      UNIQUE (account_id, code_hash)
    );
    CREATE TABLE login_history (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      at timestamptz NOT NULL,
      ip text NOT NULL,
      user_agent text NOT NULL,
      success boolean NOT NULL,
      method text NOT NULL,
      factor text
    );
    CREATE INDEX login_history_account ON login_history (account_id, id DESC);
    `,
  );
}
