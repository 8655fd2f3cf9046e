import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import { LEDGER_CODES } from '../../../core/domain/wallet/ledger-codes';
import type { AuditTrail } from '../../../core/platform/audit/ports';
import type { AdjustmentRequest, WalletAdjustment, WalletAdjustments, Ledger } from '../../../core/platform/wallet/ports';

/** Adjustments over the in-memory ledger: the transfer, then the stored adjustment and its audit entry, as one step. */
export class InMemoryWalletAdjustments implements WalletAdjustments {
  private readonly byTransfer = new Map<number, WalletAdjustment>();

  constructor(
    private readonly ledger: Pick<Ledger, 'transfer'>,
    private readonly audit: AuditTrail,
  ) {}

  async adjust(request: AdjustmentRequest): Promise<Result<WalletAdjustment>> {
    const member = LEDGER_CODES.memberMain(request.accountId);
    const credit = request.amount > 0n;
    const moved = await this.ledger.transfer({
      key: request.key,
      debit: credit ? LEDGER_CODES.adjustments : member,
      credit: credit ? member : LEDGER_CODES.adjustments,
      amount: credit ? request.amount : -request.amount,
      kind: 'adjustment',
    });
    if (!moved.ok) return fail(moved.error.code, moved.error);
    const balanceAfter = credit ? moved.value.creditBalanceAfter : moved.value.debitBalanceAfter;
    const earlier = this.byTransfer.get(moved.value.id);
    if (earlier) return ok({ ...earlier, balanceAfter, replayed: true });
    const adjustment = {
      id: this.byTransfer.size + 1,
      accountId: request.accountId,
      amount: request.amount,
      reason: request.reason,
      staffId: request.staffId,
      balanceAfter,
      createdAt: moved.value.createdAt,
      replayed: false,
    };
    this.byTransfer.set(moved.value.id, adjustment);
    const detail = { amount: request.amount.toString(), reason: request.reason, adjustment: adjustment.id, transfer: moved.value.id };
    await this.audit.record({ actor: { accountId: request.staffId }, kind: 'wallet.adjusted', subject: `account:${request.accountId}`, detail });
    return ok(adjustment);
  }
}
