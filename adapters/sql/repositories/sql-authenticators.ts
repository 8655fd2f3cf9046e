import { sql, type Kysely } from 'kysely';
import { base32Decode, base32Encode } from '../../../core/domain/access/base32';
import type { Authenticator, Authenticators } from '../../../core/platform/access/ports';
import type { Schema } from '../schema';
import { inTransaction } from '../transactions';

export class SqlAuthenticators implements Authenticators {
  constructor(private readonly db: Kysely<Schema>) {}

  async find(accountId: number): Promise<Authenticator | null> {
    const row = await this.db
      .selectFrom('authenticators as a')
      .select(['a.secret', 'a.confirmed_at', 'a.last_used_step'])
      .select((eb) =>
        eb
          .selectFrom('recovery_codes as r')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('r.account_id', '=', 'a.account_id')
          .where('r.used_at', 'is', null)
          .as('left'),
      )
      .where('a.account_id', '=', accountId)
      .executeTakeFirst();
    if (!row) return null;
    const secret = base32Decode(row.secret);
    if (!secret.ok) throw new Error(`authenticators: unreadable secret for account ${accountId}`);
    return { secret: secret.value, confirmedAt: row.confirmed_at, lastUsedStep: row.last_used_step, recoveryCodesLeft: row.left ?? 0 };
  }

  async stage(accountId: number, secret: Uint8Array, at: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('authenticators')
      .values({ account_id: accountId, secret: base32Encode(secret), created_at: at })
      .onConflict((oc) =>
        oc
          .column('account_id')
          .doUpdateSet({ secret: base32Encode(secret), created_at: at, last_used_step: null })
          .where('authenticators.confirmed_at', 'is', null),
      )
      .returning('account_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async confirm(accountId: number, step: number, recoveryCodeHashes: readonly string[], at: Date): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const confirmed = await trx
        .updateTable('authenticators')
        .set({ confirmed_at: at, last_used_step: step })
        .where('account_id', '=', accountId)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      if (confirmed.numUpdatedRows === 0n) return false;
      await trx.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
      if (recoveryCodeHashes.length > 0) {
        await trx
          .insertInto('recovery_codes')
          .values(recoveryCodeHashes.map((code_hash) => ({ account_id: accountId, code_hash })))
          .execute();
      }
      return true;
    });
  }

  async useStep(accountId: number, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('authenticators')
      .set({ last_used_step: step })
      .where('account_id', '=', accountId)
      .where('confirmed_at', 'is not', null)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async useRecoveryCode(accountId: number, codeHash: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('recovery_codes')
      .set({ used_at: at })
      .where('account_id', '=', accountId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where((eb) => eb.exists(eb.selectFrom('authenticators').select('account_id').where('account_id', '=', accountId).where('confirmed_at', 'is not', null)))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async remove(accountId: number): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('authenticators').where('account_id', '=', accountId).execute();
    });
  }
}
