import type { Result } from '../../domain/kernel/result';
import type { AuditReport } from '../../domain/wallet/audit';
import type { MemberInfo } from '../access/types';

export interface MemberRecord extends MemberInfo {
  readonly lockedUntil: string | null;
}

export interface DepositRecord {
  readonly id: number;
  readonly account: string;
  readonly amount: bigint;
  readonly scale: number;
  readonly payerName: string;
  readonly reference: string | null;
  readonly status: 'pending' | 'approved' | 'rejected';
  readonly reason: string | null;
  readonly createdAt: string;
}

/** Calls only staff may make; the server checks the role on each. */
export interface StaffGateway {
  member(account: string): Promise<Result<MemberRecord>>;
  settings(): Promise<Result<Record<string, unknown>>>;
  setSetting(key: string, value: unknown): Promise<Result<Record<string, unknown>>>;
  createStaff(username: string, password: string): Promise<Result<{ id: number; account: string }>>;
  ledgerAudit(): Promise<Result<AuditReport>>;
  deposits(status: 'pending' | 'approved' | 'rejected' | undefined): Promise<Result<DepositRecord[]>>;
  approveDeposit(id: number): Promise<Result<DepositRecord>>;
  rejectDeposit(id: number, reason: string): Promise<Result<DepositRecord>>;
}
