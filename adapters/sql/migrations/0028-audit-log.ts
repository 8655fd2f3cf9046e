import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The audit log: an append-only table whose entries form a hash chain. audit_append takes the
 * one-row chain head FOR UPDATE (so appends are serialized, and a REPEATABLE READ writer that
 * missed a newer head fails instead of forking the chain), hashes the previous hash with the
 * entry's bytes (audit_entry_bytes, the same bytes as core/domain/audit/audit-chain.ts) and moves
 * the head. Triggers on the audited tables call it, so an entry commits or rolls back with the
 * change it records whichever code made it; events that change no row call it directly. The
 * actor is the row's own (decided_by, the account logging in) or, when the row names none, the
 * transaction's `portal.actor` setting (an account id, or operator), else system.
 * Manual balance adjustments get a table of their own, with their reason.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE audit_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      at timestamptz NOT NULL,
      actor text NOT NULL CHECK (actor IN ('account', 'visitor', 'system', 'operator')),
      actor_id integer,
      actor_type integer,
      kind text NOT NULL,
      subject text NOT NULL,
      detail jsonb NOT NULL,
      prev_hash bytea NOT NULL,
      hash bytea NOT NULL,
      CHECK ((actor = 'account') = (actor_id IS NOT NULL))
    );
    CREATE INDEX audit_log_actor ON audit_log (actor_id, id) WHERE actor_id IS NOT NULL;
    CREATE INDEX audit_log_party ON audit_log (actor, id);
    CREATE INDEX audit_log_kind ON audit_log (kind, id);
    CREATE INDEX audit_log_at ON audit_log (at);
    CREATE TABLE audit_head (
      id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      last_id bigint,
      hash bytea NOT NULL
    );
    CREATE TABLE wallet_adjustments (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id),
      amount bigint NOT NULL CHECK (amount <> 0),
      reason text NOT NULL CHECK (btrim(reason) <> ''),
      staff_id integer NOT NULL REFERENCES accounts(id),
      transfer_id integer NOT NULL UNIQUE REFERENCES ledger_transfers(id),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX wallet_adjustments_account ON wallet_adjustments (account_id, id DESC);
    CREATE FUNCTION audit_entry_bytes(p_id bigint, p_at timestamptz, p_actor text, p_actor_id integer, p_actor_type integer, p_kind text, p_subject text, p_detail jsonb)
    RETURNS bytea LANGUAGE sql STABLE AS $$
      SELECT string_agg(convert_to(octet_length(convert_to(f, 'UTF8'))::text || ':', 'UTF8') || convert_to(f, 'UTF8'), ''::bytea ORDER BY n)
      FROM unnest(ARRAY[p_id::text, (extract(epoch FROM p_at) * 1000)::bigint::text, p_actor, coalesce(p_actor_id::text, ''), coalesce(p_actor_type::text, ''), p_kind, p_subject, p_detail::text])
        WITH ORDINALITY AS t(f, n)
    $$;
    `,
  );
  // plpgsql bodies hold semicolons at line ends, so they do not go through runStatements.
  const functions = [
    `CREATE FUNCTION audit_append(p_kind text, p_subject text, p_detail jsonb, p_actor text) RETURNS bigint LANGUAGE plpgsql AS $$
    DECLARE
      v_actor text := coalesce(p_actor, nullif(current_setting('portal.actor', true), ''), 'system');
      v_actor_id integer;
      v_actor_type integer;
      v_prev bytea;
      v_id bigint;
      v_at timestamptz;
      v_hash bytea;
    BEGIN
      IF v_actor ~ '^[0-9]+$' THEN
        v_actor_id := v_actor::integer;
        v_actor := 'account';
        SELECT a.type INTO v_actor_type FROM accounts a WHERE a.id = v_actor_id;
      END IF;
      SELECT h.hash INTO v_prev FROM audit_head h WHERE h.id = 1 FOR UPDATE;
      IF NOT FOUND THEN
        INSERT INTO audit_head (id, hash) VALUES (1, decode(repeat('00', 32), 'hex')) ON CONFLICT DO NOTHING;
        SELECT h.hash INTO v_prev FROM audit_head h WHERE h.id = 1 FOR UPDATE;
      END IF;
      v_id := nextval(pg_get_serial_sequence('audit_log', 'id'));
      v_at := date_trunc('milliseconds', clock_timestamp());
      v_hash := sha256(v_prev || audit_entry_bytes(v_id, v_at, v_actor, v_actor_id, v_actor_type, p_kind, p_subject, p_detail));
      INSERT INTO audit_log (id, at, actor, actor_id, actor_type, kind, subject, detail, prev_hash, hash) OVERRIDING SYSTEM VALUE
      VALUES (v_id, v_at, v_actor, v_actor_id, v_actor_type, p_kind, p_subject, p_detail, v_prev, v_hash);
      UPDATE audit_head SET last_id = v_id, hash = v_hash WHERE id = 1;
      RETURN v_id;
    END $$`,
    `CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
    END $$`,
    // Settings may hold secrets (an identity provider's client secret): their values never reach the log.
    `CREATE FUNCTION audit_redact(v jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
    BEGIN
      IF jsonb_typeof(v) = 'object' THEN
        RETURN coalesce((SELECT jsonb_object_agg(k, CASE WHEN k ~* '(secret|password|token|apikey)' THEN to_jsonb('[redacted]'::text) ELSE audit_redact(x) END) FROM jsonb_each(v) AS e(k, x)), '{}'::jsonb);
      ELSIF jsonb_typeof(v) = 'array' THEN
        RETURN coalesce((SELECT jsonb_agg(audit_redact(x) ORDER BY n) FROM jsonb_array_elements(v) WITH ORDINALITY AS e(x, n)), '[]'::jsonb);
      END IF;
      RETURN v;
    END $$`,
    `CREATE FUNCTION audit_login() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM audit_append(CASE WHEN NEW.success THEN 'access.login' ELSE 'access.login_failed' END, 'account:' || NEW.account_id,
        jsonb_build_object('method', NEW.method, 'factor', NEW.factor, 'ip', NEW.ip), NEW.account_id::text);
      RETURN NULL;
    END $$`,
    // A failed login on an existing account is in login_history; this records the ones on names no account has.
    `CREATE FUNCTION audit_unknown_login() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM accounts WHERE username = NEW.username) THEN
        PERFORM audit_append('access.login_failed', 'username:' || NEW.username, jsonb_build_object('method', 'password', 'ip', NEW.ip), 'visitor');
      END IF;
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION audit_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      v_subject text := 'account:' || NEW.id;
    BEGIN
      IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
        PERFORM audit_append('access.password_changed', v_subject, jsonb_build_object('temporary', NEW.is_default_password), NEW.id::text);
      END IF;
      IF NEW.payment_password_hash IS DISTINCT FROM OLD.payment_password_hash THEN
        PERFORM audit_append('wallet.payment_password_changed', v_subject, jsonb_build_object('first', OLD.payment_password_hash IS NULL), NEW.id::text);
      END IF;
      IF NEW.locked_until IS NOT NULL AND NEW.locked_until IS DISTINCT FROM OLD.locked_until THEN
        PERFORM audit_append('access.locked', v_subject, jsonb_build_object('until', NEW.locked_until), 'system');
      END IF;
      IF NEW.email IS DISTINCT FROM OLD.email OR NEW.mobile_num IS DISTINCT FROM OLD.mobile_num THEN
        PERFORM audit_append('access.contact_changed', v_subject,
          jsonb_build_object('email', NEW.email IS DISTINCT FROM OLD.email, 'mobile', NEW.mobile_num IS DISTINCT FROM OLD.mobile_num), NEW.id::text);
      END IF;
      IF NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
        PERFORM audit_append('agency.upline_set', v_subject, jsonb_build_object('from', OLD.upline_id, 'to', NEW.upline_id), NULL);
      END IF;
      RETURN NULL;
    END $$`,
    // Deposits and withdrawals (TG_ARGV[0]): the final decision, by whoever decided_by names (none: the server itself).
    `CREATE FUNCTION audit_decision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status IN ('approved', 'rejected') AND NEW.status IS DISTINCT FROM OLD.status THEN
        PERFORM audit_append(TG_ARGV[0] || '.' || NEW.status, TG_ARGV[0] || ':' || NEW.id,
          jsonb_build_object('account', NEW.account_id, 'amount', NEW.amount::text, 'reason', NEW.reason), coalesce(NEW.decided_by::text, 'system'));
      END IF;
      RETURN NULL;
    END $$`,
    // The server's own secrets (secret:…) live in settings too: that one was made or replaced is recorded, never its value.
    `CREATE FUNCTION audit_setting() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF starts_with(NEW.key, 'secret:') THEN
        PERFORM audit_append(CASE WHEN TG_OP = 'UPDATE' THEN 'secret.replaced' ELSE 'secret.created' END, 'setting:' || NEW.key, '{}'::jsonb, NULL);
      ELSE
        PERFORM audit_append('setting.changed', 'setting:' || NEW.key,
          jsonb_build_object('old', CASE WHEN TG_OP = 'UPDATE' THEN audit_redact(OLD.value) END, 'new', audit_redact(NEW.value)), NULL);
      END IF;
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION audit_vendor_maintenance() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.maintenance IS DISTINCT FROM OLD.maintenance THEN
        PERFORM audit_append('vendor.maintenance', 'vendor:' || NEW.vassalage, jsonb_build_object('on', NEW.maintenance), NULL);
      END IF;
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION audit_contract_event() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM audit_append('contract.' || NEW.action, 'contract:' || NEW.contract_id,
        (SELECT jsonb_build_object('kind', c.kind, 'holder', c.holder_id, 'issuer', c.issuer_id, 'state', NEW.state) FROM contracts c WHERE c.id = NEW.contract_id),
        coalesce(NEW.actor_id::text, 'system'));
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION audit_adjustment() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM audit_append('wallet.adjusted', 'account:' || NEW.account_id,
        jsonb_build_object('amount', NEW.amount::text, 'reason', NEW.reason, 'adjustment', NEW.id, 'transfer', NEW.transfer_id), NEW.staff_id::text);
      RETURN NULL;
    END $$`,
  ];
  for (const ddl of functions) await sql.raw(ddl).execute(db);
  await runStatements(
    db,
    `
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
    CREATE TRIGGER login_history_audit AFTER INSERT ON login_history FOR EACH ROW EXECUTE FUNCTION audit_login();
    CREATE TRIGGER login_failures_audit AFTER INSERT ON login_failures FOR EACH ROW EXECUTE FUNCTION audit_unknown_login();
    CREATE TRIGGER accounts_audit AFTER UPDATE OF password_hash, payment_password_hash, locked_until, email, mobile_num, upline_id ON accounts FOR EACH ROW EXECUTE FUNCTION audit_account_change();
    CREATE TRIGGER deposits_audit AFTER UPDATE OF status ON deposits FOR EACH ROW EXECUTE FUNCTION audit_decision('deposit');
    CREATE TRIGGER withdrawals_audit AFTER UPDATE OF status ON withdrawals FOR EACH ROW EXECUTE FUNCTION audit_decision('withdrawal');
    CREATE TRIGGER settings_audit AFTER INSERT OR UPDATE ON settings FOR EACH ROW EXECUTE FUNCTION audit_setting();
    CREATE TRIGGER game_vendors_audit AFTER UPDATE OF maintenance ON game_vendors FOR EACH ROW EXECUTE FUNCTION audit_vendor_maintenance();
    CREATE TRIGGER contract_events_audit AFTER INSERT ON contract_events FOR EACH ROW EXECUTE FUNCTION audit_contract_event();
    CREATE TRIGGER wallet_adjustments_audit AFTER INSERT ON wallet_adjustments FOR EACH ROW EXECUTE FUNCTION audit_adjustment();
    `,
  );
}
