import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Password reset links (single use, expiring, kept as token hashes), verification codes sent by SMS or email (stored only as keyed hashes, with their expiry,
 * wrong tries and single use), and the outbound messages the default adapters write instead of
 * calling a provider, for support and tests to read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE verification_codes (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      purpose text NOT NULL,
      destination text NOT NULL,
      code_hash text NOT NULL,
      ip text NOT NULL,
      expires_at timestamptz NOT NULL,
      wrong_tries integer NOT NULL DEFAULT 0 CHECK (wrong_tries >= 0),
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX verification_codes_destination ON verification_codes (destination, purpose, id DESC);
    CREATE INDEX verification_codes_ip ON verification_codes (ip, created_at);
    CREATE TABLE outbound_messages (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      channel text NOT NULL CHECK (channel IN ('sms', 'email')),
      recipient text NOT NULL,
      subject text,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX outbound_messages_recipient ON outbound_messages (recipient, id DESC);
    CREATE TABLE password_resets (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX accounts_mobile ON accounts (mobile_num) WHERE mobile_num IS NOT NULL;
    `,
  );
}
