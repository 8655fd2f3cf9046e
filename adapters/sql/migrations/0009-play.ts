import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Play: provably fair seed pairs (one active per player), launch tokens and play sessions (only
 * their hashes), rounds of every provider with their steps, outside providers with their signing
 * secrets, and each provider transaction with the response it got (replays answer from here).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE fair_seeds (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      client_seed text NOT NULL,
      nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      revealed_at timestamptz
    );
    CREATE UNIQUE INDEX fair_seeds_active ON fair_seeds (account_id) WHERE revealed_at IS NULL;
    CREATE TABLE play_launches (
      token_hash text PRIMARY KEY,
      account_id integer REFERENCES accounts(id),
      game_code text NOT NULL,
      engine text NOT NULL,
      trial boolean NOT NULL,
      expires_at timestamptz NOT NULL,
      redeemed_at timestamptz
    );
    CREATE TABLE play_sessions (
      token_hash text PRIMARY KEY,
      account_id integer REFERENCES accounts(id),
      game_code text NOT NULL,
      engine text NOT NULL,
      trial boolean NOT NULL,
      demo_balance bigint CHECK (demo_balance >= 0),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE rounds (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      provider text NOT NULL,
      round_ref text NOT NULL,
      account_id integer NOT NULL REFERENCES accounts(id),
      game_code text NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
      started_at timestamptz NOT NULL,
      ended_at timestamptz,
      balance_before bigint,
      balance_after bigint,
      stake bigint NOT NULL DEFAULT 0,
      win bigint NOT NULL DEFAULT 0,
      detail jsonb NOT NULL DEFAULT '{}'::jsonb,
      UNIQUE (provider, round_ref)
    );
    CREATE INDEX rounds_account ON rounds (account_id, id DESC);
    CREATE INDEX rounds_open ON rounds (provider, account_id) WHERE status = 'open';
    CREATE TABLE round_steps (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      round_id integer NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
      tx_id text NOT NULL,
      amount bigint NOT NULL CHECK (amount >= 0),
      at timestamptz NOT NULL,
      UNIQUE (round_id, kind, tx_id)
    );
    CREATE TABLE game_providers (
      code text PRIMARY KEY,
      secret text NOT NULL,
      currency text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE provider_transactions (
      provider text NOT NULL REFERENCES game_providers(code),
      tx_id text NOT NULL,
      kind text NOT NULL,
      payload_hash text NOT NULL,
      player_id integer NOT NULL REFERENCES accounts(id),
      round_ref text NOT NULL,
      game_code text NOT NULL,
      amount bigint NOT NULL CHECK (amount >= 0),
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, tx_id)
    );
    `,
  );
}
