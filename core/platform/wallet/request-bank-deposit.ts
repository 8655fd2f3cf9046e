import { fail, ok, type Result } from '../../domain/kernel/result';
import { parseAmount } from '../../domain/wallet/amount';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import type { Deposit, DepositRepository } from './ports';
import type { ProtectionGuard } from '../protection/guard';
import { controlFailures } from '../../domain/kernel/free-text';

export interface BankDepositForm {
  readonly amount: string;
  readonly payerName: string;
  readonly reference?: string;
}

/** A member says they paid by bank transfer; the deposit waits for support. It counts toward deposit limits from the request on. */
export class RequestBankDeposit {
  constructor(private readonly deps: { deposits: DepositRepository; settings: SettingsRepository; guard: Pick<ProtectionGuard, 'admitDeposit'> }) {}

  async execute(caller: Principal, form: BankDepositForm): Promise<Result<Deposit>> {
    if (caller.role === 'trial') return fail('access.need_true_account');
    if (caller.role === 'staff') return fail('access.forbidden');
    const settings = await this.deps.settings.load();
    const method = settings.bankDeposit;
    if (!method.enabled) return fail('wallet.method_disabled');
    const amount = parseAmount(form.amount, settings.currency.scale);
    if (!amount.ok) return fail(amount.error.code, { ...amount.error, field: 'amount' });
    if (amount.value < BigInt(method.min)) return fail('wallet.below_minimum', { field: 'amount', params: { min: method.min } });
    if (amount.value > BigInt(method.max)) return fail('wallet.above_maximum', { field: 'amount', params: { max: method.max } });
    const payerName = form.payerName.trim();
    if (payerName === '') return fail('validation.required', { field: 'payerName' });
    const reference = form.reference?.trim() || null;
    const unprintable = controlFailures({ payerName: [payerName, 'line'], reference: [reference ?? '', 'line'] })[0];
    if (unprintable) return fail(unprintable.code, unprintable);
    const admitted = await this.deps.guard.admitDeposit(caller.account.id, amount.value);
    if (!admitted.ok) return admitted;
    return ok(await this.deps.deposits.create({ accountId: caller.account.id, method: 'bank_transfer', amount: amount.value, payerName, reference }));
  }
}
