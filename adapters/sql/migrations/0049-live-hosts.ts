import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Live hosts (CBS_modelList) and members' chat rooms with them: a room is a chat thread of the
 * member's tagged with the host, so a member has one thread with support and one per host.
 * Adding a host and switching one off or on are audited, with the staff who did it.
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
  await sql
    .raw(
      `CREATE FUNCTION audit_live_host() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM audit_append('live_host.added', 'live_host:' || NEW.id, jsonb_build_object('name', NEW.name), NULL);
      ELSIF NEW.enabled IS DISTINCT FROM OLD.enabled THEN
        PERFORM audit_append(CASE WHEN NEW.enabled THEN 'live_host.enabled' ELSE 'live_host.disabled' END, 'live_host:' || NEW.id, jsonb_build_object('name', NEW.name), NULL);
      END IF;
      RETURN NULL;
    END $$`,
    )
    .execute(db);
  await runStatements(db, `CREATE TRIGGER live_hosts_audit AFTER INSERT OR UPDATE OF enabled ON live_hosts FOR EACH ROW EXECUTE FUNCTION audit_live_host();`);
}
