import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Player protection: one row per member who has set a limit or taken a break (limits as JSON:
 * the member's value, a change waiting for its cooling-off, the operator's cap), and the usage
 * counted against money limits, one amount per metric and window, for those members only (with
 * the cap the last reserve checked, which lets one upsert check every window). Every change of
 * limits and every break taken is written to the audit log in the same transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE protection_accounts (
      account_id integer PRIMARY KEY REFERENCES accounts(id),
      limits jsonb NOT NULL,
      break_kind text CHECK (break_kind IN ('timeout', 'exclusion')),
      break_started_at timestamptz,
      break_ends_at timestamptz,
      version integer NOT NULL,
      CHECK ((break_kind IS NULL) = (break_started_at IS NULL))
    );
    CREATE TABLE protection_usage (
      account_id integer NOT NULL REFERENCES accounts(id),
      metric text NOT NULL CHECK (metric IN ('deposit', 'loss', 'wager')),
      period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
      window_key text NOT NULL,
      amount bigint NOT NULL,
      cap bigint,
      PRIMARY KEY (account_id, metric, period, window_key)
    );
    `,
  );
  await sql
    .raw(
      `CREATE FUNCTION audit_protection() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' OR NEW.limits IS DISTINCT FROM OLD.limits THEN
        PERFORM audit_append('protection.limits_changed', 'account:' || NEW.account_id,
          jsonb_build_object('from', CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.limits END, 'to', NEW.limits), NULL);
      END IF;
      IF NEW.break_kind IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.break_started_at IS DISTINCT FROM OLD.break_started_at) THEN
        PERFORM audit_append('protection.' || NEW.break_kind, 'account:' || NEW.account_id, jsonb_build_object('until', NEW.break_ends_at), NULL);
      END IF;
      RETURN NULL;
    END $$`,
    )
    .execute(db);
  await sql`CREATE TRIGGER protection_accounts_audit AFTER INSERT OR UPDATE ON protection_accounts FOR EACH ROW EXECUTE FUNCTION audit_protection()`.execute(
    db,
  );
}
