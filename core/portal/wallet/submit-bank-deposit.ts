import { fail, type Result } from '../../domain/kernel/result';
import { amountText } from '../../domain/wallet/amount';
import { checkDepositAmount } from '../../domain/wallet/deposit-amount';
import type { CashierGateway } from './ports';
import type { BankDepositMethod, Deposit } from './types';

export interface BankDepositForm {
  readonly amount: string;
  readonly payerName: string;
  readonly reference?: string;
}

/** The wire's limit on the payer name and the reference (adapters/wps-contract/wallet.ts). */
export const DEPOSIT_TEXT_MAX = 64;
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

function checkText(value: string, field: string): Result<never> | null {
  if (value.length > DEPOSIT_TEXT_MAX) return fail('validation.too_long', { field, params: { max: DEPOSIT_TEXT_MAX } });
  if (CONTROL.test(value)) return fail('validation.invalid_value', { field });
  return null;
}

/**
 * Checks the form with the server's rules (checkDepositAmount: parseAmount and the method's
 * bounds; a payer name) before sending it, so the browser refuses exactly what the server would.
 * The amount goes out normalised ("100.5" → "100.50").
 */
export class SubmitBankDeposit {
  constructor(private readonly cashier: CashierGateway) {}

  async execute(form: BankDepositForm, method: BankDepositMethod): Promise<Result<Deposit>> {
    if (!method.enabled) return fail('wallet.method_disabled');
    const amount = checkDepositAmount(form.amount, method);
    if (!amount.ok) return amount;
    const payerName = form.payerName.trim();
    if (payerName === '') return fail('validation.required', { field: 'payerName' });
    const reference = form.reference?.trim() ?? '';
    const refused = checkText(payerName, 'payerName') ?? checkText(reference, 'reference');
    if (refused) return refused;
    return this.cashier.requestBankDeposit({ amount: amountText(amount.value, method.scale), payerName, ...(reference ? { reference } : {}) });
  }
}
