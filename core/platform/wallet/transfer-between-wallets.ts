import { fail, ok, type Result } from '../../domain/kernel/result';
import { checkRequestId, checkTransferAmount, checkWalletPair, MAIN_WALLET } from '../../domain/wallet/transfer-rules';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import { LEDGER_CODES } from './ledger';
import { type PostedTransfer } from './ports';
import { openVendorWallet, refuseNonMember, type WalletLedgerDeps } from './vendor-wallets';
import type { ProtectionGuard } from '../protection/guard';

export interface WalletTransferForm {
  /** 'main' or a vendor code. */
  readonly from: string;
  readonly to: string;
  /** Decimal text in major units. */
  readonly amount: string;
  /** The client's id for this submit: a retry with the same id moves nothing more. */
  readonly requestId: string;
}

/**
 * Main wallet ↔ one vendor wallet (opened when money first goes in), as one ledger transfer keyed by the account and the request
 * id: a replay answers the first result, the same id with another payload is a conflict. Money
 * going into a vendor wallet is staked there out of our sight, so it counts as a wager (and as
 * money that may be lost) and is refused during a break; money coming back lowers the loss.
 */
export class TransferBetweenWallets {
  constructor(private readonly deps: { ledger: WalletLedgerDeps; settings: SettingsRepository; guard: ProtectionGuard }) {}

  async execute(caller: Principal, form: WalletTransferForm): Promise<Result<PostedTransfer>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    const settings = await this.deps.settings.load();
    if (settings.merchantWallet.isSingle) return fail('wallet.single_wallet');
    const requestId = checkRequestId(form.requestId);
    if (!requestId.ok) return requestId;
    const pair = checkWalletPair(form.from, form.to, settings.merchantWallet.vendors);
    if (!pair.ok) return pair;
    const amount = checkTransferAmount(form.amount, settings.currency.scale);
    if (!amount.ok) return amount;
    const id = caller.account.id;
    const toVendor = pair.value.direction === 'to_vendor';
    const admitted = toVendor ? await this.deps.guard.admitStake(id, amount.value) : ok([]);
    if (!admitted.ok) return admitted;
    if (toVendor) await openVendorWallet(this.deps.ledger, id, pair.value.vendor, settings.currency.code);
    const code = (wallet: string) => (wallet === MAIN_WALLET ? LEDGER_CODES.memberMain(id) : LEDGER_CODES.memberVendor(id, wallet));
    const moved = await this.deps.ledger.transfer({
      key: `wallet:${id}:${requestId.value}`,
      debit: code(form.from),
      credit: code(form.to),
      amount: amount.value,
      kind: 'transfer',
      reference: `${form.from}>${form.to}`,
    });
    if (moved.ok && !moved.value.replayed && !toVendor) await this.deps.guard.countReturn(id, amount.value);
    // A refused or replayed transfer moved nothing this time.
    if (!moved.ok || moved.value.replayed) await this.deps.guard.release(id, admitted.value, amount.value);
    if (moved.ok) return ok(moved.value);
    // A vendor wallet never opened holds nothing.
    const short = moved.error.code === 'wallet.insufficient_funds' || moved.error.code === 'wallet.unknown_account';
    return short ? fail('wallet.insufficient_funds', { field: 'amount' }) : moved;
  }
}
