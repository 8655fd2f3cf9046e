import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** Pictures support uploads (banners, promotions, goods) are shown to everyone; players' stay private. */
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `ALTER TABLE uploads ADD COLUMN public boolean NOT NULL DEFAULT false;`);
}
