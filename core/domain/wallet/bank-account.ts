import { fail, ok, type Result } from '../kernel/result';
import { CONTROL_CHARACTERS_REFUSED, isPrintable } from '../kernel/free-text';

/** A bank account as the member types it, before the rules below normalise it. */
export interface BankAccountForm {
  readonly bankName: string;
  readonly accountNumber: string;
  readonly accountName: string;
}

export const BANK_NAME_MAX = 64;
export const ACCOUNT_NAME_MAX = 64;
const NUMBER_PATTERN = /^[A-Z0-9]{6,34}$/;

/** Inner runs of white space become one space; the ends are trimmed. */
export const collapseSpaces = (text: string): string => text.trim().replace(/\s+/g, ' ');

/**
 * The bank account rule: a bank name and an account name (1-64 characters after collapsing
 * spaces, no control characters), and an account number of 6-34 letters or digits once spaces
 * and dashes are taken out (local numbers and IBANs alike), upper-cased.
 */
export function checkBankAccount(form: BankAccountForm): Result<BankAccountForm> {
  const bankName = collapseSpaces(form.bankName);
  const accountName = collapseSpaces(form.accountName);
  const accountNumber = form.accountNumber.replace(/[\s-]/g, '').toUpperCase();
  for (const [field, value, max] of [
    ['bankName', bankName, BANK_NAME_MAX],
    ['accountName', accountName, ACCOUNT_NAME_MAX],
  ] as const) {
    if (value === '') return fail('validation.required', { field });
    if (value.length > max) return fail('validation.too_long', { field, params: { max } });
    if (!isPrintable(value, 'line')) return fail(CONTROL_CHARACTERS_REFUSED, { field });
  }
  if (accountNumber === '') return fail('validation.required', { field: 'accountNumber' });
  if (!NUMBER_PATTERN.test(accountNumber)) return fail('wallet.invalid_account_number', { field: 'accountNumber' });
  return ok({ bankName, accountNumber, accountName });
}

/** The account name must be the member's payee name: same words, case and spacing aside. */
export function samePayee(accountName: string, payeeName: string): boolean {
  return collapseSpaces(accountName).toLocaleLowerCase('en') === collapseSpaces(payeeName).toLocaleLowerCase('en');
}

/** What the wire shows of a number: only its last four characters. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}
