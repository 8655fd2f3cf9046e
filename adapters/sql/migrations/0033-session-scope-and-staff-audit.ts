import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** What the site shows, who may change it: the catalogue tables staff manage, audited as they change. */
const CONTENT = [
  ['banners', 'banner'],
  ['announcements', 'announcement'],
  ['promotions', 'promotion'],
  ['missions', 'mission'],
  ['mall_goods', 'mall_goods'],
] as const;

/**
 * Sessions get a scope (a member on a break may open a withdrawal-only one) and the reason they
 * ended; the end goes into the audit log: a logout, an expiry, or a revocation (by the member,
 * a password change, a break, or support, who is the transaction's `portal.actor`). Staff
 * accounts (made with register_ip 'console'), connected game providers (never their secret) and
 * the content staff manage are audited as they are created or switched on or off (help articles
 * as they are saved), by the transaction's `portal.actor`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE sessions ADD COLUMN scope text NOT NULL DEFAULT 'full' CHECK (scope IN ('full', 'withdrawal'));
    ALTER TABLE sessions ADD COLUMN end_reason text CHECK (end_reason IN ('logout', 'expired', 'revoked', 'password_changed', 'break', 'support'));
    `,
  );
  // plpgsql bodies hold semicolons at line ends, so they do not go through runStatements.
  const functions = [
    `CREATE FUNCTION audit_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM audit_append(
        CASE NEW.end_reason WHEN 'logout' THEN 'access.logout' WHEN 'expired' THEN 'access.session_expired' ELSE 'access.session_revoked' END,
        'account:' || NEW.account_id,
        jsonb_build_object('session', NEW.id, 'reason', NEW.end_reason, 'scope', NEW.scope),
        CASE NEW.end_reason WHEN 'expired' THEN 'system' WHEN 'support' THEN NULL ELSE NEW.account_id::text END);
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION audit_staff_created() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM audit_append('access.staff_created', 'account:' || NEW.id, jsonb_build_object('username', NEW.username, 'type', NEW.type), NULL);
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION audit_provider_created() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM audit_append('provider.created', 'provider:' || NEW.code, jsonb_build_object('currency', NEW.currency), NULL);
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION audit_content() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      v_row jsonb := to_jsonb(NEW);
      v_detail jsonb := jsonb_build_object('title', coalesce(v_row->>'title', v_row->>'name'));
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM audit_append(TG_ARGV[0] || '.created', TG_ARGV[0] || ':' || NEW.id, v_detail, NULL);
      ELSIF NEW.enabled IS DISTINCT FROM OLD.enabled THEN
        PERFORM audit_append(TG_ARGV[0] || CASE WHEN NEW.enabled THEN '.enabled' ELSE '.disabled' END, TG_ARGV[0] || ':' || NEW.id, v_detail, NULL);
      END IF;
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION audit_help_article() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM audit_append('help_article.saved', 'help_article:' || NEW.lang || ':' || NEW.slug, jsonb_build_object('title', NEW.title, 'created', TG_OP = 'INSERT'), NULL);
      RETURN NULL;
    END $$`,
  ];
  for (const f of functions) await sql.raw(f).execute(db);
  await sql`CREATE TRIGGER accounts_staff_audit AFTER INSERT ON accounts FOR EACH ROW WHEN (NEW.register_ip = 'console') EXECUTE FUNCTION audit_staff_created()`.execute(
    db,
  );
  await sql`CREATE TRIGGER game_providers_audit AFTER INSERT ON game_providers FOR EACH ROW EXECUTE FUNCTION audit_provider_created()`.execute(db);
  for (const [table, kind] of CONTENT) {
    await sql.raw(`CREATE TRIGGER ${table}_audit AFTER INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION audit_content('${kind}')`).execute(db);
  }
  // The articles the first start seeds are part of the installation: only an edit someone makes is audited.
  await sql`CREATE TRIGGER help_articles_audit AFTER INSERT OR UPDATE ON help_articles FOR EACH ROW WHEN (coalesce(current_setting('portal.actor', true), '') <> '') EXECUTE FUNCTION audit_help_article()`.execute(
    db,
  );
  await sql`CREATE TRIGGER sessions_end_audit AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION audit_session_end()`.execute(
    db,
  );
}
