import { sql, type Kysely } from 'kysely';

/** An official result entered by support goes into the audit log with the transaction's `portal.actor`; house draws (with a seed) do not. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION audit_lottery_result() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM audit_append('lottery.result_entered', 'draw:' || NEW.game_code || ':' || NEW.draw_id, jsonb_build_object('result', NEW.result::text), NULL);
      RETURN NULL;
    END $$`,
    )
    .execute(db);
  await sql`CREATE TRIGGER lottery_draws_result_audit AFTER UPDATE OF result ON lottery_draws FOR EACH ROW WHEN (OLD.result IS NULL AND NEW.result IS NOT NULL AND NEW.seed IS NULL) EXECUTE FUNCTION audit_lottery_result()`.execute(
    db,
  );
}
