import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The outbound messages table becomes the queue of every SMS and email: a demo's outbox rows are
 * 'held' for support to read (all rows before this were), a gateway's are 'queued' until the
 * delivery job has 'sent' them or, after its last try, kept them as 'failed' with the reason.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE outbound_messages ADD COLUMN status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'queued', 'sent', 'failed'));
    ALTER TABLE outbound_messages ALTER COLUMN status DROP DEFAULT;
    ALTER TABLE outbound_messages ADD COLUMN tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0);
    ALTER TABLE outbound_messages ADD COLUMN next_try_at timestamptz;
    ALTER TABLE outbound_messages ADD COLUMN last_error text;
    ALTER TABLE outbound_messages ADD COLUMN sent_at timestamptz;
    CREATE INDEX outbound_messages_due ON outbound_messages (next_try_at, id) WHERE status = 'queued';
    `,
  );
}
