import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from './schema';

/** A value every server process shares: made by the first process that asks, kept in the settings table. */
export async function keepSecret<T>(db: Kysely<Schema>, name: string, make: () => T): Promise<T> {
  const key = `secret:${name}`;
  const kept = () => db.selectFrom('settings').select('value').where('key', '=', key);
  const existing = await kept().executeTakeFirst();
  if (existing) return existing.value as T;
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(make()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await kept().executeTakeFirstOrThrow()).value as T;
}

/** A random server secret shared by every process. */
export const loadOrCreateSecret = (db: Kysely<Schema>, name: string): Promise<string> => keepSecret(db, name, () => randomBytes(32).toString('base64url'));
