/**
 * Why less than the whole main balance can be withdrawn now: a bonus's turnover still to bet
 * (nothing leaves until it is), a balance under the least withdrawal, the most one request may
 * take, withdrawals closed, or an account without real money.
 */
export type WithdrawHold = 'turnover' | 'below_minimum' | 'above_maximum' | 'closed' | 'not_real_money';

export interface Withdrawable {
  /** The main wallet's available balance. */
  readonly balance: bigint;
  /** What one withdrawal request may take right now. */
  readonly now: bigint;
  /** Why `now` is less than `balance`; null when it is not. */
  readonly hold: WithdrawHold | null;
  /** The valid bet still missing before withdrawals open (0 when none). */
  readonly turnoverMissing: bigint;
}

/** The withdraw page's facts for one member: the operator's bounds, and what can be withdrawn now. */
export interface WithdrawMethod {
  readonly enabled: boolean;
  readonly min: bigint;
  readonly max: bigint;
  readonly scale: number;
  readonly autoReceiptMinutes: number;
  readonly withdrawable: Withdrawable;
}

export interface WithdrawableFacts {
  readonly balance: bigint;
  readonly turnoverMissing: bigint;
  readonly realMoney: boolean;
  readonly method: { readonly enabled: boolean; readonly min: bigint; readonly max: bigint };
}

/** The same rules a withdrawal request meets (RequestWithdrawal, the wagering lock), as one answer. */
export function withdrawableNow({ balance, turnoverMissing, realMoney, method }: WithdrawableFacts): Withdrawable {
  const held = (hold: WithdrawHold): Withdrawable => ({ balance, now: 0n, hold, turnoverMissing });
  if (!realMoney) return held('not_real_money');
  if (!method.enabled) return held('closed');
  if (turnoverMissing > 0n) return held('turnover');
  if (balance < method.min) return held('below_minimum');
  if (balance > method.max) return { balance, now: method.max, hold: 'above_maximum', turnoverMissing };
  return { balance, now: balance, hold: null, turnoverMissing };
}
