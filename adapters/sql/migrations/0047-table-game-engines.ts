import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** The house's table and card games get engines of their own. */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE games DROP CONSTRAINT games_engine_check;
    ALTER TABLE games ADD CONSTRAINT games_engine_check CHECK (engine IN ('slot', 'dice', 'crash', 'mines', 'lottery', 'baccarat', 'roulette', 'andar_bahar', 'blackjack'));
    `,
  );
}
