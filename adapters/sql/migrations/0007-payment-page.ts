import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Payment page deposits: an order id at the provider and the currency it was asked in; 'failed'
 * when the provider reports it unpaid; and every authenticated callback with what became of it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE deposits ADD COLUMN order_id text UNIQUE;
    ALTER TABLE deposits ADD COLUMN currency text;
    ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
    ALTER TABLE deposits ADD CONSTRAINT deposits_status_check CHECK (status IN ('pending', 'approving', 'approved', 'rejected', 'failed'));
    ALTER TABLE deposits ADD CONSTRAINT deposits_order_complete CHECK ((method = 'payment_page') = (order_id IS NOT NULL AND currency IS NOT NULL));
    CREATE TABLE payment_callbacks (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id text NOT NULL,
      deposit_id integer REFERENCES deposits(id),
      outcome text NOT NULL,
      body text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payment_callbacks_order ON payment_callbacks (order_id, id);
    `,
  );
}
