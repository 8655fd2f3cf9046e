import type { ProtectionGuard } from '../protection/guard';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { utf8Decode } from '../../domain/kernel/utf8';
import { decideCallback, parseNotice, type PaymentNotice } from '../../domain/wallet/payment-callback';
import { isWithinWindow, parseSignature, signedContent } from '../../domain/wallet/payment-signature';
import { CreditDeposit, type CreditDepositDeps } from './credit-deposit';
import type { Deposit, PaymentCallbackJournal, PaymentSigner } from './ports';

export interface SignedCallback {
  readonly body: Uint8Array;
  readonly signature: string | undefined;
}

/** The reason the 'deposit failed' message gives, like support's own wording for a rejection. */
const FAILED_REASON = 'The payment was cancelled or declined on the payment page.';

interface CallbackDeps extends CreditDepositDeps {
  readonly signer: PaymentSigner;
  readonly journal: PaymentCallbackJournal;
  readonly clock: Clock;
  readonly guard: Pick<ProtectionGuard, 'releaseDeposit'>;
}

/**
 * The payment provider's server-to-server notice. Fails closed: the MAC over the exact bytes
 * received must verify and be recent before the body is even read; then decideCallback says what
 * the notice may do to the order. A duplicate answers as the first did and credits nothing more.
 */
export class ReceivePaymentCallback {
  private readonly credit: CreditDeposit;

  constructor(private readonly deps: CallbackDeps) {
    this.credit = new CreditDeposit(deps);
  }

  async execute(callback: SignedCallback): Promise<Result<Deposit>> {
    const signature = parseSignature(callback.signature);
    if (!signature || !this.deps.signer.verify(signedContent(signature.timestamp, callback.body), signature.mac)) return fail('payment.bad_signature');
    if (!isWithinWindow(signature.timestamp, this.deps.clock.now())) return fail('payment.stale_callback');
    const notice = parseNotice(callback.body);
    if (!notice.ok) return notice;
    const deposit = await this.deps.deposits.findByOrder(notice.value.orderId);
    const result = deposit ? await this.apply(deposit, notice.value) : fail<Deposit>('payment.unknown_order');
    const outcome = result.ok ? result.value.status : result.error.code;
    const body = utf8Decode(Array.from(callback.body)) ?? '';
    await this.deps.journal.record({ orderId: notice.value.orderId, depositId: deposit?.id ?? null, outcome, body, at: this.deps.clock.now() });
    return result;
  }

  /** Decides on the order as it is; when another callback moved it meanwhile, decides again on what it became. */
  private async apply(deposit: Deposit, notice: PaymentNotice): Promise<Result<Deposit>> {
    const decision = decideCallback(deposit, notice);
    const change = { decidedBy: null, reason: null, at: this.deps.clock.now() };
    switch (decision.action) {
      case 'refuse':
        return fail(decision.code);
      case 'answer':
        return ok(deposit);
      case 'credit':
        return this.credit.execute(deposit, change, 'payment.order_decided');
      case 'fail': {
        if (await this.deps.deposits.transition(deposit.id, ['pending'], 'failed', change)) {
          await this.deps.messages.add(deposit.accountId, 'deposit_failed', {
            amount: deposit.amount.toString(),
            depositId: String(deposit.id),
            reason: FAILED_REASON,
          });
          await this.deps.guard.releaseDeposit(deposit.accountId, deposit.amount, deposit.createdAt);
        }
        const now = await this.deps.deposits.find(deposit.id);
        if (!now) return fail('wallet.deposit_not_found');
        return now.status === 'failed' ? ok(now) : this.apply(now, notice);
      }
    }
  }
}
