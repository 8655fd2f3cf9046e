import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Points (a balance per member and every change, unique by what caused it, so nothing earns
 * twice), mall goods with their stock, and redemptions waiting for support.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE points_balances (
      account_id integer PRIMARY KEY REFERENCES accounts(id),
      balance bigint NOT NULL CHECK (balance >= 0)
    );
    CREATE TABLE points_entries (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      delta bigint NOT NULL,
      kind text NOT NULL CHECK (kind IN ('bet', 'deposit', 'redeem', 'refund')),
      reference text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX points_entries_account ON points_entries (account_id, id);
    CREATE TABLE mall_goods (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      image text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('cash', 'item')),
      points bigint NOT NULL CHECK (points > 0),
      value bigint NOT NULL CHECK (value >= 0),
      stock integer NOT NULL CHECK (stock >= 0),
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE redemptions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      goods_id integer NOT NULL REFERENCES mall_goods(id),
      quantity integer NOT NULL CHECK (quantity > 0),
      points bigint NOT NULL CHECK (points > 0),
      value bigint NOT NULL CHECK (value >= 0),
      status text NOT NULL CHECK (status IN ('in_process', 'approved', 'rejected')),
      remark text,
      decided_by integer REFERENCES accounts(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    );
    CREATE INDEX redemptions_account ON redemptions (account_id, id DESC);
    CREATE INDEX redemptions_waiting ON redemptions (id) WHERE status = 'in_process';
    `,
  );
}
