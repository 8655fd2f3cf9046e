import { jackpotShare } from '../../domain/play/jackpot';
import { type Result, ok } from '../../domain/kernel/result';
import type { NewRoundStep } from '../../domain/play/round-steps';
import { LEDGER_CODES } from '../wallet/ledger';
import { type Ledger, type PostedTransfer } from '../wallet/ports';

type Transfers = Pick<Ledger, 'transfer' | 'balances'>;

/** Moves the round's share of the bet from the house into the jackpot pool, once per round. */
export async function feedJackpot(ledger: Transfers, reference: string, house: string, bet: bigint): Promise<Result<null>> {
  const share = jackpotShare(bet);
  if (share === 0n) return ok(null);
  const fed = await ledger.transfer({
    key: `${reference}:jackpot-share`,
    debit: house,
    credit: LEDGER_CODES.houseJackpot,
    amount: share,
    kind: 'jackpot_share',
    reference,
  });
  return fed.ok ? ok(null) : fed;
}

/**
 * Pays the whole pool to the winner, once per round (the key is the round's). Another winner
 * emptying the pool between the read and the transfer makes the transfer fail, and it is tried
 * again with what is left; a failed transfer stores nothing, so the key is still free. The round
 * records the payment as a win step.
 */
export async function payJackpot(
  ledger: Transfers,
  reference: string,
  member: string,
  step: Omit<NewRoundStep, 'kind' | 'txId' | 'amount'>,
): Promise<Result<PostedTransfer | null>> {
  const key = `${reference}:jackpot`;
  for (;;) {
    const [pool] = await ledger.balances([LEDGER_CODES.houseJackpot]);
    const amount = pool ? pool.balance - pool.held : 0n;
    if (amount <= 0n) return ok(null);
    const paid = await ledger.transfer({
      key,
      debit: LEDGER_CODES.houseJackpot,
      credit: member,
      amount,
      kind: 'jackpot',
      reference,
      roundSteps: [{ ...step, kind: 'win', txId: key, amount }],
    });
    if (paid.ok || paid.error.code !== 'wallet.insufficient_funds') return paid;
  }
}
