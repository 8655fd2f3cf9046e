import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Agent contracts (issuer null: the platform) with their history, and settlements: one row per
 * contract and period, written before the money moves, so no period is ever paid twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE contracts (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
      holder_id integer NOT NULL REFERENCES accounts(id),
      issuer_id integer REFERENCES accounts(id),
      terms jsonb NOT NULL,
      state text NOT NULL CHECK (state IN ('offered', 'rejected', 'active', 'termination_requested', 'terminated')),
      termination_by text CHECK (termination_by IN ('issuer', 'holder')),
      created_at timestamptz NOT NULL,
      accepted_at timestamptz,
      ended_at timestamptz,
      CHECK (holder_id <> issuer_id)
    );
    CREATE UNIQUE INDEX contracts_one_offer ON contracts (holder_id, kind) WHERE state = 'offered';
    CREATE UNIQUE INDEX contracts_one_in_force ON contracts (holder_id, kind) WHERE state IN ('active', 'termination_requested');
    CREATE INDEX contracts_issuer ON contracts (issuer_id, kind) WHERE state IN ('active', 'termination_requested');
    CREATE INDEX contracts_holder ON contracts (holder_id, id DESC);
    CREATE INDEX contracts_issued ON contracts (issuer_id, id DESC);
    CREATE TABLE contract_events (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      contract_id integer NOT NULL REFERENCES contracts(id),
      action text NOT NULL,
      actor_id integer REFERENCES accounts(id),
      state text NOT NULL,
      at timestamptz NOT NULL
    );
    CREATE INDEX contract_events_contract ON contract_events (contract_id, id);
    CREATE TABLE settlements (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      contract_id integer NOT NULL REFERENCES contracts(id),
      kind text NOT NULL,
      holder_id integer NOT NULL REFERENCES accounts(id),
      issuer_id integer REFERENCES accounts(id),
      period_key text NOT NULL,
      period_from timestamptz NOT NULL,
      period_to timestamptz NOT NULL,
      figures jsonb NOT NULL,
      tier integer NOT NULL,
      rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
      base bigint NOT NULL CHECK (base >= 0),
      amount bigint NOT NULL CHECK (amount >= 0),
      status text NOT NULL CHECK (status IN ('pending', 'paid', 'due', 'nothing')),
      created_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz,
      UNIQUE (contract_id, period_key)
    );
    CREATE INDEX settlements_holder ON settlements (holder_id, period_from DESC);
    CREATE INDEX settlements_issuer ON settlements (issuer_id, period_from DESC);
    CREATE INDEX settlements_unpaid ON settlements (id) WHERE status IN ('pending', 'due');
    `,
  );
}
