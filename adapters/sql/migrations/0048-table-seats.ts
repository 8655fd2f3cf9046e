import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** GLS2_roomList counts the players at each house table from the play sessions of its game that have not expired. */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `CREATE INDEX play_sessions_game_expiry ON play_sessions (game_code, expires_at);`);
}
