import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Agents' referral links: a registration through one sits under the agent as the link's kind,
 * and remembers the link, so each link counts its registrations.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE affiliate_links (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      agent_id integer NOT NULL REFERENCES accounts(id),
      kind text NOT NULL CHECK (kind IN ('member', 'agent')),
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX affiliate_links_agent ON affiliate_links (agent_id, id);
    ALTER TABLE accounts ADD COLUMN affiliate_link_id integer REFERENCES affiliate_links(id);
    CREATE INDEX accounts_affiliate_link ON accounts (affiliate_link_id) WHERE affiliate_link_id IS NOT NULL;
    `,
  );
}
