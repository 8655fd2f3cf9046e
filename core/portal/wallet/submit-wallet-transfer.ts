import { fail, type Result } from '../../domain/kernel/result';
import { amountText } from '../../domain/wallet/amount';
import { checkTransferAmount, checkWalletPair } from '../../domain/wallet/transfer-rules';
import type { TransferGateway, TransferOutcome, Wallets } from './transfer-types';

export interface WalletTransferForm {
  readonly from: string;
  readonly to: string;
  readonly amount: string;
}

/**
 * Checks the form with the server's rules (checkWalletPair over the wallets shown, checkTransferAmount,
 * and the source wallet's balance) before sending it with the submit's request id.
 */
export class SubmitWalletTransfer {
  constructor(private readonly gateway: TransferGateway) {}

  async execute(form: WalletTransferForm, wallets: Wallets, requestId: string): Promise<Result<TransferOutcome>> {
    if (wallets.isSingle) return fail('wallet.single_wallet');
    const pair = checkWalletPair(
      form.from,
      form.to,
      wallets.vendors.map((v) => v.code),
    );
    if (!pair.ok) return pair;
    const amount = checkTransferAmount(form.amount, wallets.scale);
    if (!amount.ok) return amount;
    const source = form.from === 'main' ? wallets.main : (wallets.vendors.find((v) => v.code === form.from)?.balance ?? 0n);
    if (amount.value > source) return fail('wallet.insufficient_funds', { field: 'amount' });
    return this.gateway.walletTransfer({ from: form.from, to: form.to, amount: amountText(amount.value, wallets.scale), requestId });
  }
}
