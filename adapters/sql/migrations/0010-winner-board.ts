import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** The winner board walks the rounds that paid out, largest win first, and stops at its length. */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE INDEX rounds_wins ON rounds (win DESC, ended_at, id) WHERE status = 'closed' AND win > 0;
    `,
  );
}
