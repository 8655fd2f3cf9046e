import type { Kysely } from 'kysely';
import type { AuditActor } from '../../core/domain/audit/audit-entry';
import { actAs } from './audit-actor';
import type { Schema } from './schema';

/** Runs a change in a transaction whose audit entries (written by the changed rows' triggers) name the actor. */
export function acting<T>(db: Kysely<Schema>, actor: AuditActor, work: (db: Kysely<Schema>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await actAs(trx, actor);
    return work(trx);
  });
}
