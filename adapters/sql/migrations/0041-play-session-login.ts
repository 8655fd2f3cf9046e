import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A play session belongs to the login session that launched its game, and ends with it. Play
 * sessions opened before this have no login: a real one among them has ended (a visitor's trial
 * never had one). A login session's end also goes to its member's live channel as a
 * `session_ended` event, so the sockets it opened close.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE play_launches ADD COLUMN login_session_id integer REFERENCES sessions(id);
    ALTER TABLE play_sessions ADD COLUMN login_session_id integer REFERENCES sessions(id);
    `,
  );
  await sql
    .raw(
      `CREATE FUNCTION session_end_notice() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO outbox (channel, event, payload) VALUES ('member:' || NEW.account_id, 'session_ended', jsonb_build_object('sessionId', NEW.id));
      RETURN NULL;
    END $$`,
    )
    .execute(db);
  await sql`CREATE TRIGGER sessions_end_notice AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION session_end_notice()`.execute(
    db,
  );
}
