import type { Result } from '../../domain/kernel/result';
import type { AuditReport } from '../../domain/wallet/audit';
import type { MemberInfo } from '../access/types';
import type { DeviceSession } from '../security/ports';

export interface MemberRecord extends MemberInfo {
  readonly lockedUntil: string | null;
}

export type DepositReviewStatus = 'pending' | 'approved' | 'rejected' | 'failed';

export interface DepositRecord {
  readonly id: number;
  readonly account: string;
  readonly amount: bigint;
  readonly scale: number;
  readonly payerName: string;
  readonly reference: string | null;
  readonly method: string;
  readonly status: DepositReviewStatus;
  /** Payment page orders: the order id at the provider. */
  readonly orderId: string | null;
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
  deposits(status: DepositReviewStatus | undefined): Promise<Result<DepositRecord[]>>;
  approveDeposit(id: number): Promise<Result<DepositRecord>>;
  rejectDeposit(id: number, reason: string): Promise<Result<DepositRecord>>;
  /** Puts `account` directly under `upline` in the account tree. */
  setUpline(account: string, upline: string): Promise<Result<{ account: string; upline: string }>>;
  memberSessions(account: string): Promise<Result<DeviceSession[]>>;
  revokeMemberSessions(account: string): Promise<Result<{ revoked: number }>>;
}
