import { realMoneyRefusal } from '../../domain/access/roles';
import { fail, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { LEDGER_CODES } from './ledger';
import { type Ledger } from './ports';

export type WalletLedgerDeps = Pick<Ledger, 'transfer' | 'balances' | 'openAccount'>;

/** Real money is for members and agents (`realMoneyRefusal`): the refusal for anyone else, else null. */
export function refuseNonMember(caller: Principal): Result<never> | null {
  const refusal = realMoneyRefusal(caller.role);
  return refusal ? fail(refusal) : null;
}

/** Opens the member's wallet at a vendor on first use; idempotent. */
export async function openVendorWallet(ledger: WalletLedgerDeps, accountId: number, vendor: string, currency: string): Promise<void> {
  await ledger.openAccount({ code: LEDGER_CODES.memberVendor(accountId, vendor), kind: 'member_vendor', ownerId: accountId, currency, allowNegative: false });
}

/** Available amounts (balance minus held) by ledger code; a wallet never opened is 0. */
export async function availableBy(ledger: WalletLedgerDeps, codes: readonly string[]): Promise<Map<string, bigint>> {
  const rows = await ledger.balances(codes);
  const found = new Map(rows.map((r) => [r.code, r.balance - r.held]));
  return new Map(codes.map((code) => [code, found.get(code) ?? 0n]));
}
