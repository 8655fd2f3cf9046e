/** What the withdraw and security-centre pages read and send; the api-client maps the wire format to these. */

export type { WithdrawMethod } from '../../domain/wallet/withdrawable';

export interface BankAccount {
  readonly id: number;
  readonly bankName: string;
  /** Masked to its last four characters, except in the answer to binding it. */
  readonly accountNumber: string;
  readonly accountName: string;
  readonly createdAt: string;
}

export interface MyBankAccounts {
  /** Every bound account carries this name; null until the first binding sets it. */
  readonly payeeName: string | null;
  readonly limit: number;
  readonly accounts: readonly BankAccount[];
}

export interface BankAccountRequest {
  readonly bankName: string;
  readonly accountNumber: string;
  readonly accountName: string;
}

export interface WithdrawalRequest {
  readonly amount: string;
  readonly bankAccountId: number;
  readonly paymentPassword: string;
  readonly requestKey: string;
}

export type ReceiptKind = 'received' | 'not_received' | 'partly_received' | 'auto_received';

export interface Withdrawal {
  readonly id: number;
  readonly account: string;
  readonly amount: bigint;
  readonly scale: number;
  readonly bankName: string;
  readonly accountNumber: string;
  readonly accountName: string;
  readonly status: 'pending' | 'approved' | 'rejected';
  readonly reason: string | null;
  readonly receipt: { readonly kind: ReceiptKind; readonly received: bigint; readonly remaining: bigint } | null;
  readonly hasProof: boolean;
  /** Approved and unconfirmed: after this instant it counts as received. */
  readonly receiptDeadline: string | null;
  readonly createdAt: string;
  readonly decidedAt: string | null;
}

export type ReceiptAnswer = { readonly outcome: 'received' } | { readonly outcome: 'partly_received'; readonly received: string; readonly remaining: string };
