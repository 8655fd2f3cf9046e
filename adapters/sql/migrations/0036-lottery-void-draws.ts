import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * An official draw whose result never came is void: its tickets are refunded and a late result is
 * refused. A stored lottery setting gets the default wait, since a setting keeps its stored keys.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE lottery_draws DROP CONSTRAINT lottery_draws_status_check;
    ALTER TABLE lottery_draws ADD CONSTRAINT lottery_draws_status_check CHECK (status IN ('open', 'drawn', 'settled', 'void'));
    UPDATE settings SET value = value || '{"officialVoidAfterMinutes": 2880}'::jsonb WHERE key = 'lottery' AND NOT value ? 'officialVoidAfterMinutes';
    `,
  );
}
