import type { Kysely } from 'kysely';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import { LEDGER_CODES } from '../../../core/domain/wallet/ledger-codes';
import type { AdjustmentRequest, WalletAdjustment, WalletAdjustments } from '../../../core/platform/wallet/ports';
import type { Schema } from '../schema';
import { inTransaction, Rejection } from '../transactions';
import type { SqlLedger } from './sql-ledger';

/**
 * An adjustment is one transaction: the ledger transfer, then its wallet_adjustments row, whose
 * trigger appends the audit entry. A refused transfer writes nothing, so leaves no entry either.
 */
export class SqlWalletAdjustments implements WalletAdjustments {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly ledger: SqlLedger,
  ) {}

  async adjust(request: AdjustmentRequest): Promise<Result<WalletAdjustment>> {
    const member = LEDGER_CODES.memberMain(request.accountId);
    const credit = request.amount > 0n;
    try {
      const adjustment = await inTransaction(this.db, async (trx) => {
        const moved = await this.ledger.transferIn(trx, {
          key: request.key,
          debit: credit ? LEDGER_CODES.adjustments : member,
          credit: credit ? member : LEDGER_CODES.adjustments,
          amount: credit ? request.amount : -request.amount,
          kind: 'adjustment',
        });
        if (!moved.ok) throw new Rejection(moved.error);
        const balanceAfter = credit ? moved.value.creditBalanceAfter : moved.value.debitBalanceAfter;
        if (moved.value.replayed) {
          const stored = await trx.selectFrom('wallet_adjustments').selectAll().where('transfer_id', '=', moved.value.id).executeTakeFirstOrThrow();
          return {
            id: stored.id,
            accountId: stored.account_id,
            amount: stored.amount,
            reason: stored.reason,
            staffId: stored.staff_id,
            balanceAfter,
            createdAt: stored.created_at,
            replayed: true,
          };
        }
        const row = await trx
          .insertInto('wallet_adjustments')
          .values({
            account_id: request.accountId,
            amount: request.amount,
            reason: request.reason,
            staff_id: request.staffId,
            transfer_id: moved.value.id,
            created_at: moved.value.createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          id: row.id,
          accountId: request.accountId,
          amount: request.amount,
          reason: request.reason,
          staffId: request.staffId,
          balanceAfter,
          createdAt: moved.value.createdAt,
          replayed: false,
        };
      });
      if (!adjustment.replayed) this.ledger.committed();
      return ok(adjustment);
    } catch (error) {
      if (error instanceof Rejection) return fail(error.failure.code, error.failure);
      throw error;
    }
  }
}
