import { ok, type Result } from '../../domain/kernel/result';
import { checkRequestId } from '../../domain/wallet/transfer-rules';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import { LEDGER_CODES } from './ledger';
import { availableBy, refuseNonMember, type WalletLedgerDeps } from './vendor-wallets';
import type { ProtectionGuard } from '../protection/guard';

export interface Recalled {
  readonly code: string;
  readonly amount: bigint;
}

/**
 * "Recall all": every vendor wallet with money goes back to main, each as a ledger transfer keyed
 * by the account, the vendor and the request id. Safe to repeat: a replay finds its keys already
 * used, and a wallet emptied meanwhile by another request is skipped. Also allowed when the merchant
 * wallet has just become single, so money left in vendor wallets can always come home.
 */
export class RecallAllWallets {
  constructor(private readonly deps: { ledger: WalletLedgerDeps; settings: SettingsRepository; guard: Pick<ProtectionGuard, 'countReturn'> }) {}

  async execute(caller: Principal, requestIdText: string): Promise<Result<readonly Recalled[]>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    const requestId = checkRequestId(requestIdText);
    if (!requestId.ok) return requestId;
    const id = caller.account.id;
    const vendors = (await this.deps.settings.load()).merchantWallet.vendors;
    const available = await availableBy(
      this.deps.ledger,
      vendors.map((v) => LEDGER_CODES.memberVendor(id, v)),
    );
    const recalled: Recalled[] = [];
    for (const vendor of vendors) {
      const amount = available.get(LEDGER_CODES.memberVendor(id, vendor)) ?? 0n;
      if (amount <= 0n) continue;
      const moved = await this.deps.ledger.transfer({
        key: `recall:${id}:${vendor}:${requestId.value}`,
        debit: LEDGER_CODES.memberVendor(id, vendor),
        credit: LEDGER_CODES.memberMain(id),
        amount,
        kind: 'transfer',
        reference: `${vendor}>main`,
      });
      if (!moved.ok || moved.value.replayed) continue;
      await this.deps.guard.countReturn(id, amount);
      recalled.push({ code: vendor, amount });
    }
    return ok(recalled);
  }
}
