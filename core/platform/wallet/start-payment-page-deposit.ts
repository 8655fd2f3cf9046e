import type { Random } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { orderIdFrom } from '../../domain/wallet/payment-callback';
import { checkDepositAmount } from '../../domain/wallet/deposit-amount';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import type { Deposit, DepositRepository, PaymentCheckout } from './ports';
import type { ProtectionGuard } from '../protection/guard';

export interface PaymentPageStart {
  readonly deposit: Deposit;
  readonly checkoutUrl: string;
}

/**
 * A member pays online: a pending order is stored and the provider's hosted page is where to pay it. It counts toward deposit limits until it fails.
 * Without a connected payment provider (`checkout` null: only the demo provider exists, and only in a demo) nothing is stored.
 */
export class StartPaymentPageDeposit {
  constructor(
    private readonly deps: {
      deposits: DepositRepository;
      settings: SettingsRepository;
      checkout: PaymentCheckout | null;
      random: Random;
      guard: Pick<ProtectionGuard, 'admitDeposit'>;
    },
  ) {}

  async execute(caller: Principal, form: { readonly amount: string }): Promise<Result<PaymentPageStart>> {
    if (caller.role === 'trial') return fail('access.need_true_account');
    if (caller.role === 'staff') return fail('access.forbidden');
    const { checkout } = this.deps;
    if (!checkout) return fail('wallet.no_payment_provider');
    const settings = await this.deps.settings.load();
    const method = settings.paymentPage;
    if (!method.enabled) return fail('wallet.method_disabled');
    const { scale, code: currency } = settings.currency;
    const amount = checkDepositAmount(form.amount, { min: BigInt(method.min), max: BigInt(method.max), scale });
    if (!amount.ok) return amount;
    const admitted = await this.deps.guard.admitDeposit(caller.account.id, amount.value);
    if (!admitted.ok) return admitted;
    const orderId = orderIdFrom(this.deps.random.bytes(12));
    const deposit = await this.deps.deposits.create({
      accountId: caller.account.id,
      method: 'payment_page',
      amount: amount.value,
      payerName: '',
      reference: null,
      orderId,
      currency,
    });
    const checkoutUrl = checkout.checkoutUrl({ orderId, amount: amount.value, currency, scale, merchantName: settings.merchantName });
    return ok({ deposit, checkoutUrl });
  }
}
