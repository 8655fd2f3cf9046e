import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Live hosts (CBS_modelList) and members' chat rooms with them: a room is a chat thread of the
 * member's tagged with the host, so a member has one thread with support and one per host.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE live_hosts (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
      picture_url text NOT NULL CHECK (length(picture_url) <= 500),
      stream_url text NOT NULL CHECK (length(stream_url) <= 500),
      schedule text NOT NULL DEFAULT '' CHECK (length(schedule) <= 200),
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL
    );
    ALTER TABLE chat_threads ADD COLUMN live_host_id integer REFERENCES live_hosts(id);
    ALTER TABLE chat_threads ADD CONSTRAINT chat_threads_room_members CHECK (live_host_id IS NULL OR account_id IS NOT NULL);
    ALTER TABLE chat_threads DROP CONSTRAINT chat_threads_account_id_key;
    CREATE UNIQUE INDEX chat_threads_member_room ON chat_threads (account_id, (coalesce(live_host_id, 0)));
    `,
  );
}
