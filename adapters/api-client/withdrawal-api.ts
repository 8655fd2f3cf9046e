import { ok, type Result } from '../../core/domain/kernel/result';
import type { ProofType } from '../../core/domain/wallet/withdrawal-receipt';
import type { WithdrawalDesk, WithdrawalQueueStatus } from '../../core/portal/support/withdrawal-desk';
import type { WithdrawalGateway } from '../../core/portal/wallet/withdrawal-gateway';
import type {
  BankAccount,
  BankAccountRequest,
  MyBankAccounts,
  ReceiptAnswer,
  Withdrawal,
  WithdrawalRequest,
  WithdrawMethod,
} from '../../core/portal/wallet/withdrawal-types';
import type { BankAccountDto, BankAccountListDto, WithdrawalDto, WithdrawMethodDto } from '../wps-contract/withdrawal';
import type { ApiClient } from './api-client';

const toWithdrawal = (dto: WithdrawalDto): Withdrawal => ({
  ...dto,
  amount: BigInt(dto.amount),
  receipt: dto.receipt ? { kind: dto.receipt.kind, received: BigInt(dto.receipt.received), remaining: BigInt(dto.receipt.remaining) } : null,
});

const toBankAccount = (dto: BankAccountDto): BankAccount => dto;

/** The withdrawal routes of the /wps API, over the same client (session, transport) as the rest. */
export class WithdrawalApi implements WithdrawalGateway, WithdrawalDesk {
  constructor(private readonly api: ApiClient) {}

  private async one(method: string, path: string, body?: unknown): Promise<Result<Withdrawal>> {
    const result = await this.api.call<WithdrawalDto>(method, path, body === undefined ? {} : { body });
    return result.ok ? ok(toWithdrawal(result.value)) : result;
  }

  private async many(path: string, query?: Record<string, string>): Promise<Result<Withdrawal[]>> {
    const result = await this.api.call<WithdrawalDto[]>('GET', path, query ? { query } : {});
    return result.ok ? ok(result.value.map(toWithdrawal)) : result;
  }

  async withdrawMethod(): Promise<Result<WithdrawMethod>> {
    const result = await this.api.call<WithdrawMethodDto>('GET', '/wps/member/withdraw');
    if (!result.ok) return result;
    const { min, max, withdrawable: w } = result.value;
    return ok({
      ...result.value,
      min: BigInt(min),
      max: BigInt(max),
      withdrawable: { ...w, balance: BigInt(w.balance), now: BigInt(w.now), turnoverMissing: BigInt(w.turnoverMissing) },
    });
  }

  async myBankAccounts(): Promise<Result<MyBankAccounts>> {
    const result = await this.api.call<BankAccountListDto>('GET', '/wps/member/bank-accounts');
    return result.ok ? ok({ ...result.value, accounts: result.value.accounts.map(toBankAccount) }) : result;
  }

  async bindBankAccount(request: BankAccountRequest): Promise<Result<BankAccount>> {
    const result = await this.api.call<BankAccountDto>('PUT', '/wps/member/bank-accounts', { body: request });
    return result.ok ? ok(toBankAccount(result.value)) : result;
  }

  requestWithdrawal(request: WithdrawalRequest): Promise<Result<Withdrawal>> {
    return this.one('PUT', '/wps/member/withdraw', request);
  }

  myWithdrawals(): Promise<Result<readonly Withdrawal[]>> {
    return this.many('/wps/member/withdrawals');
  }

  confirmReceipt(id: number, answer: ReceiptAnswer): Promise<Result<Withdrawal>> {
    return this.one('POST', `/wps/member/withdrawals/${id}/receipt`, answer);
  }

  async reportNotReceived(id: number, proof: Uint8Array, type: ProofType): Promise<Result<Withdrawal>> {
    const result = await this.api.call<WithdrawalDto>('POST', `/wps/member/withdrawals/${id}/receipt/not-received`, {
      body: proof,
      headers: { 'content-type': type },
    });
    return result.ok ? ok(toWithdrawal(result.value)) : result;
  }

  withdrawals(status: WithdrawalQueueStatus | undefined): Promise<Result<Withdrawal[]>> {
    return this.many('/wps/admin/withdrawals', status ? { status } : undefined);
  }

  approveWithdrawal(id: number): Promise<Result<Withdrawal>> {
    return this.one('POST', `/wps/admin/withdrawals/${id}/approve`);
  }

  rejectWithdrawal(id: number, reason: string): Promise<Result<Withdrawal>> {
    return this.one('POST', `/wps/admin/withdrawals/${id}/reject`, { reason });
  }

  async withdrawalProof(id: number): Promise<Result<{ type: ProofType; bytes: Uint8Array }>> {
    const result = await this.api.download(`/wps/admin/withdrawals/${id}/proof`);
    return result.ok ? ok({ type: result.value.type === 'image/png' ? 'image/png' : 'image/jpeg', bytes: result.value.bytes }) : result;
  }
}
