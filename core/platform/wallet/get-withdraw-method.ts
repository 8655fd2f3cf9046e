import { realMoneyRefusal } from '../../domain/access/roles';
import { ok, type Result } from '../../domain/kernel/result';
import { withdrawableNow, type WithdrawMethod } from '../../domain/wallet/withdrawable';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import { LEDGER_CODES } from './ledger';
import { availableBy, type WalletLedgerDeps } from './vendor-wallets';
import type { WageringLock } from './wagering-lock';

/** The withdraw page's facts for the caller: the operator's bounds, and what can be withdrawn now and why not more. */
export class GetWithdrawMethod {
  constructor(private readonly deps: { settings: SettingsRepository; ledger: WalletLedgerDeps; wagering: Pick<WageringLock, 'missing'> }) {}

  async execute(caller: Principal): Promise<Result<WithdrawMethod>> {
    const settings = await this.deps.settings.load();
    const w = settings.withdrawal;
    const method = { enabled: w.enabled, min: BigInt(w.min), max: BigInt(w.max) };
    const realMoney = realMoneyRefusal(caller.role) === null;
    const id = caller.account.id;
    const main = LEDGER_CODES.memberMain(id);
    const [available, turnoverMissing] = await Promise.all([availableBy(this.deps.ledger, [main]), realMoney ? this.deps.wagering.missing(id) : 0n]);
    const balance = available.get(main) ?? 0n;
    return ok({
      ...method,
      scale: settings.currency.scale,
      autoReceiptMinutes: w.autoReceiptMinutes,
      withdrawable: withdrawableNow({ balance, turnoverMissing, realMoney, method }),
    });
  }
}
