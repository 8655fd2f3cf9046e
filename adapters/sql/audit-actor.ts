import { sql, type Transaction } from 'kysely';
import type { AuditActor } from '../../core/domain/audit/audit-entry';
import type { Schema } from './schema';

/** An actor as audit_append takes it: an account id, or visitor, system or operator. */
export const actorText = (actor: AuditActor): string => (typeof actor === 'string' ? actor : String(actor.accountId));

/** Names who acts in this transaction, for the audit entries its changes write when their rows name nobody. */
export async function actAs(trx: Transaction<Schema>, actor: AuditActor): Promise<void> {
  await sql`SELECT set_config('portal.actor', ${actorText(actor)}, true)`.execute(trx);
}
