import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import { LEDGER_CODES } from './ledger';
import { availableBy, refuseNonMember, type WalletLedgerDeps } from './vendor-wallets';

export interface WalletBalances {
  readonly isSingle: boolean;
  readonly main: bigint;
  /**
   * Every listed vendor wallet in the operator's order, 0 until first used; while the merchant
   * wallet is single, only those still holding money (for "recall all").
   */
  readonly vendors: readonly { readonly code: string; readonly balance: bigint }[];
  /** Main plus every vendor wallet: the member's consolidated funds. */
  readonly total: bigint;
}

/** The member's main wallet and each vendor wallet, as available amounts. */
export class GetWalletBalances {
  constructor(private readonly deps: { ledger: WalletLedgerDeps; settings: SettingsRepository }) {}

  async execute(caller: Principal): Promise<Result<WalletBalances>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    const settings = await this.deps.settings.load();
    const id = caller.account.id;
    const { isSingle, vendors } = settings.merchantWallet;
    const mainCode = LEDGER_CODES.memberMain(id);
    const available = await availableBy(this.deps.ledger, [mainCode, ...vendors.map((v) => LEDGER_CODES.memberVendor(id, v))]);
    const main = available.get(mainCode) ?? 0n;
    const list = vendors
      .map((code) => ({ code, balance: available.get(LEDGER_CODES.memberVendor(id, code)) ?? 0n }))
      .filter((w) => !isSingle || w.balance > 0n);
    return ok({ isSingle, main, vendors: list, total: list.reduce((sum, w) => sum + w.balance, main) });
  }
}
