import type { Result } from '../../domain/kernel/result';
import type { BankDepositMethod, BankDepositRequest, Deposit, RecordPage, RecordQuery } from './types';

/** The member's cashier on the server: deposit methods, deposit requests and the account record. */
export interface CashierGateway {
  bankDepositMethod(): Promise<Result<BankDepositMethod>>;
  requestBankDeposit(request: BankDepositRequest): Promise<Result<Deposit>>;
  /** Newest first. */
  myDeposits(): Promise<Result<readonly Deposit[]>>;
  accountRecord(query: RecordQuery): Promise<Result<RecordPage>>;
}
