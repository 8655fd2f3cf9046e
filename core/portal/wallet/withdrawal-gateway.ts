import type { Result } from '../../domain/kernel/result';
import type { ProofType } from '../../domain/wallet/withdrawal-receipt';
import type { BankAccount, BankAccountRequest, MyBankAccounts, ReceiptAnswer, Withdrawal, WithdrawalRequest, WithdrawMethod } from './withdrawal-types';

/** The member's withdrawals on the server: bank accounts, requests, and receipt answers. */
export interface WithdrawalGateway {
  withdrawMethod(): Promise<Result<WithdrawMethod>>;
  myBankAccounts(): Promise<Result<MyBankAccounts>>;
  bindBankAccount(request: BankAccountRequest): Promise<Result<BankAccount>>;
  requestWithdrawal(request: WithdrawalRequest): Promise<Result<Withdrawal>>;
  /** Newest first. */
  myWithdrawals(): Promise<Result<readonly Withdrawal[]>>;
  confirmReceipt(id: number, answer: ReceiptAnswer): Promise<Result<Withdrawal>>;
  reportNotReceived(id: number, proof: Uint8Array, type: ProofType): Promise<Result<Withdrawal>>;
}
