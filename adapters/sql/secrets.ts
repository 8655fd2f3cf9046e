import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from './schema';

/** A server secret shared by every process: created once, kept in the settings table. */
export async function loadOrCreateSecret(db: Kysely<Schema>, name: string): Promise<string> {
  const key = `secret:${name}`;
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(randomBytes(32).toString('base64url')) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value as string;
}
