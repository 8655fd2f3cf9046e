import type { Result } from '../../domain/kernel/result';
import type { BankDepositMethod, BankDepositRequest, Deposit, PaymentPageMethod, PaymentPageStart, RecordPage, RecordQuery } from './types';

/** The member's cashier on the server: deposit methods, deposit requests and the account record. */
export interface CashierGateway {
  bankDepositMethod(): Promise<Result<BankDepositMethod>>;
  requestBankDeposit(request: BankDepositRequest): Promise<Result<Deposit>>;
  /** Newest first. */
  myDeposits(): Promise<Result<readonly Deposit[]>>;
  accountRecord(query: RecordQuery): Promise<Result<RecordPage>>;
  paymentPageMethod(): Promise<Result<PaymentPageMethod>>;
  /** The amount as decimal text in major units ("100.50"). */
  startPaymentPageDeposit(request: { readonly amount: string }): Promise<Result<PaymentPageStart>>;
}

export interface PaymentPasswordForm {
  /** Needed once a payment password is set. */
  readonly oldPassword?: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/** Sets or changes the payment password asked before money leaves the wallet. */
export interface PaymentPasswordGateway {
  setPaymentPassword(form: PaymentPasswordForm): Promise<Result<null>>;
}
