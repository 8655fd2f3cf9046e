import type { RecordSubject } from '../../domain/wallet/record-subject';
import type { CalendarDate } from '../../domain/kernel/calendar';

/** What the cashier pages read and send; the api-client maps the wire format (minor-unit text) to these. */

/** Manual bank transfer: the account players pay into, and the bounds in minor units. */
export interface BankDepositMethod {
  readonly enabled: boolean;
  readonly min: bigint;
  readonly max: bigint;
  readonly scale: number;
  readonly bankName: string;
  readonly accountName: string;
  readonly accountNumber: string;
}

/** Sent after the player has paid: the amount as decimal text in major units ("100.50"). */
export interface BankDepositRequest {
  readonly amount: string;
  readonly payerName: string;
  readonly reference?: string;
}

export type DepositStatus = 'pending' | 'approved' | 'rejected' | 'failed';

export interface Deposit {
  readonly id: number;
  readonly method: string;
  readonly amount: bigint;
  readonly scale: number;
  readonly payerName: string;
  readonly reference: string | null;
  readonly status: DepositStatus;
  /** Why support rejected it, when it was. */
  readonly reason: string | null;
  readonly createdAt: string;
  readonly decidedAt: string | null;
  /** Payment page deposits: the order id at the provider. */
  readonly orderId: string | null;
}

/** Online payment on the provider's hosted page: the bounds in minor units and the name players see. */
export interface PaymentPageMethod {
  readonly enabled: boolean;
  readonly min: bigint;
  readonly max: bigint;
  readonly scale: number;
  readonly displayName: string;
}

/** The stored order, and the hosted page where the player pays it. */
export interface PaymentPageStart {
  readonly deposit: Deposit;
  readonly checkoutUrl: string;
}

/** One page of the account record, filtered by movement type and an inclusive date range. */
export interface RecordQuery {
  readonly type?: string;
  readonly from?: CalendarDate;
  readonly to?: CalendarDate;
  readonly pageNo: number;
  readonly pageSize: number;
}

export type RecordStatus = 'done' | 'pending' | 'released';

export interface RecordEntry {
  readonly id: number;
  /** 'deposit', 'demo_credit', 'withdrawal', 'transfer', 'bet', 'win', … */
  readonly type: string;
  /** Signed minor units: positive when the wallet was credited. */
  readonly amount: bigint;
  readonly balanceAfter: bigint;
  readonly status: RecordStatus;
  readonly reference: string | null;
  readonly subject: RecordSubject | null;
  readonly createdAt: string;
}

export interface RecordPage {
  readonly items: readonly RecordEntry[];
  readonly pageNo: number;
  readonly totalPages: number;
  /** Over the whole filter, not just this page; both are magnitudes (debited is not negative). */
  readonly totals: { readonly credited: bigint; readonly debited: bigint };
  readonly scale: number;
}
