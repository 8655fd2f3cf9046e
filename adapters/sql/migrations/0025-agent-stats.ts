import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Pre-aggregated team statistics for the agent centre and the agent settlement:
 * - agent_paths, the closure of the upline tree (a depth-0 row for every account), kept by
 *   triggers on accounts: an insert adds the new account's paths, a change of upline moves the
 *   whole subtree and marks the old and new ancestors' teams stale (team_stats_stale) so the
 *   rollup recomputes their past hours;
 * - member_stats, each account's figures per UTC hour, from closed rounds (by ended_at), approved
 *   deposits (by decided_at) and approved (paid out) withdrawals (by approved_at);
 * - team_stats, per agent (an account with downlines) and hour, the sum of member_stats over the
 *   team (the agent and all its descendants) plus the descendants who registered that hour;
 * - member_active_days and team_active_days, the days (in the site's zone) each member bet on,
 *   and per agent and day how many team members bet that day after a gap of so many days since
 *   their previous betting day: a range of whole days then counts its distinct active members from
 *   a few hundred rows, however large the team (the first betting day of each member in the range
 *   is the one whose gap reaches back before the range);
 * - stats_rollup, the rollup's watermark and the zone the days are cut in.
 * The stats tables are derived data: no foreign keys, the rollup recomputes them from the source.
 */
/** The hourly figures member_stats and team_stats both keep. */
const FIGURES = ['bet', 'valid_bet', 'win', 'deposit', 'withdrawal']
  .map((c) => `${c} bigint NOT NULL DEFAULT 0`)
  .concat(['rounds integer NOT NULL DEFAULT 0', 'deposits integer NOT NULL DEFAULT 0'])
  .join(', ');

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE agent_paths (
      ancestor_id integer NOT NULL,
      descendant_id integer NOT NULL,
      depth integer NOT NULL CHECK (depth >= 0),
      PRIMARY KEY (ancestor_id, descendant_id)
    );
    CREATE INDEX agent_paths_descendant ON agent_paths (descendant_id);
    CREATE TABLE team_stats_stale (
      agent_id integer PRIMARY KEY
    );
    CREATE TABLE member_stats (
      account_id integer NOT NULL,
      hour timestamptz NOT NULL,
      ${FIGURES},
      first_deposit boolean NOT NULL DEFAULT false,
      PRIMARY KEY (account_id, hour)
    );
    CREATE INDEX member_stats_hour ON member_stats (hour);
    CREATE TABLE team_stats (
      agent_id integer NOT NULL,
      hour timestamptz NOT NULL,
      ${FIGURES},
      first_deposits integer NOT NULL DEFAULT 0,
      new_members integer NOT NULL DEFAULT 0,
      PRIMARY KEY (agent_id, hour)
    );
    CREATE INDEX team_stats_hour ON team_stats (hour);
    CREATE TABLE member_active_days (
      account_id integer NOT NULL,
      day date NOT NULL,
      PRIMARY KEY (account_id, day)
    );
    CREATE INDEX member_active_days_day ON member_active_days (day);
    CREATE TABLE team_active_days (
      agent_id integer NOT NULL,
      day date NOT NULL,
      gap integer NOT NULL CHECK (gap > 0),
      members integer NOT NULL,
      PRIMARY KEY (agent_id, day, gap)
    );
    CREATE INDEX team_active_days_day ON team_active_days (day);
    CREATE TABLE stats_rollup (
      id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      done_until timestamptz,
      day_zone text
    );
    CREATE INDEX rounds_closed_ended ON rounds (ended_at) WHERE status = 'closed';
    CREATE INDEX deposits_approved_account ON deposits (account_id, decided_at) WHERE status = 'approved';
    CREATE INDEX withdrawals_approved_at ON withdrawals (approved_at) WHERE status = 'approved';
    CREATE INDEX accounts_created ON accounts (created_at);
    INSERT INTO agent_paths (ancestor_id, descendant_id, depth)
    WITH RECURSIVE up(ancestor_id, descendant_id, depth) AS (
      SELECT id, id, 0 FROM accounts
      UNION ALL
      SELECT a.upline_id, up.descendant_id, up.depth + 1 FROM up JOIN accounts a ON a.id = up.ancestor_id WHERE a.upline_id IS NOT NULL
    )
    SELECT ancestor_id, descendant_id, depth FROM up;
    `,
  );
  // plpgsql bodies hold semicolons at line ends, so they do not go through runStatements.
  await sql
    .raw(
      `CREATE FUNCTION agent_paths_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO agent_paths (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
        IF NEW.upline_id IS NOT NULL THEN
          INSERT INTO agent_paths (ancestor_id, descendant_id, depth)
          SELECT ancestor_id, NEW.id, depth + 1 FROM agent_paths WHERE descendant_id = NEW.upline_id;
        END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE FUNCTION agent_paths_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
          RETURN NULL;
        END IF;
        INSERT INTO team_stats_stale (agent_id)
        SELECT ancestor_id FROM agent_paths WHERE descendant_id = NEW.id AND depth >= 1
        ON CONFLICT DO NOTHING;
        DELETE FROM agent_paths p USING agent_paths sub, agent_paths old_up
        WHERE sub.ancestor_id = NEW.id AND p.descendant_id = sub.descendant_id
          AND old_up.descendant_id = NEW.id AND old_up.depth >= 1 AND p.ancestor_id = old_up.ancestor_id;
        IF NEW.upline_id IS NOT NULL THEN
          INSERT INTO agent_paths (ancestor_id, descendant_id, depth)
          SELECT new_up.ancestor_id, sub.descendant_id, new_up.depth + sub.depth + 1
          FROM agent_paths new_up CROSS JOIN agent_paths sub
          WHERE new_up.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
          INSERT INTO team_stats_stale (agent_id)
          SELECT ancestor_id FROM agent_paths WHERE descendant_id = NEW.upline_id
          ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  await runStatements(
    db,
    `
    CREATE TRIGGER accounts_agent_paths_insert AFTER INSERT ON accounts FOR EACH ROW EXECUTE FUNCTION agent_paths_on_insert();
    CREATE TRIGGER accounts_agent_paths_move AFTER UPDATE OF upline_id ON accounts FOR EACH ROW EXECUTE FUNCTION agent_paths_on_move();
    `,
  );
}
