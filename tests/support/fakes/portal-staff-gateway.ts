import type { DeviceSession } from '../../../core/portal/security/ports';
import type { AuditReport } from '../../../core/domain/wallet/audit';
import type { DepositRecord, DepositReviewStatus } from '../../../core/portal/support/ports';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { MemberRecord, StaffGateway } from '../../../core/portal/support/ports';
import { defaultSettings } from './settings';

/** Staff calls over a settings object held in memory; records every setSetting. */
export class FakeStaffGateway implements StaffGateway {
  readonly calls: { method: keyof StaffGateway; args: unknown[] }[] = [];
  settingsAnswer: Result<Record<string, unknown>> | null = null;
  setSettingAnswer: Result<Record<string, unknown>> | null = null;
  readonly members = new Map<string, MemberRecord>();
  readonly current: Record<string, unknown> = JSON.parse(JSON.stringify(defaultSettings())) as Record<string, unknown>;

  async member(account: string): Promise<Result<MemberRecord>> {
    this.calls.push({ method: 'member', args: [account] });
    const found = this.members.get(account);
    return found ? ok(found) : fail('access.member_not_found');
  }

  async settings(): Promise<Result<Record<string, unknown>>> {
    this.calls.push({ method: 'settings', args: [] });
    return this.settingsAnswer ?? ok(JSON.parse(JSON.stringify(this.current)) as Record<string, unknown>);
  }

  async setSetting(key: string, value: unknown): Promise<Result<Record<string, unknown>>> {
    this.calls.push({ method: 'setSetting', args: [key, value] });
    if (this.setSettingAnswer) return this.setSettingAnswer;
    if (!(key in this.current)) return fail('system.unknown_setting', { params: { key } });
    this.current[key] = value;
    return ok(JSON.parse(JSON.stringify(this.current)) as Record<string, unknown>);
  }

  async createStaff(username: string, password: string): Promise<Result<{ id: number; account: string }>> {
    this.calls.push({ method: 'createStaff', args: [username, password] });
    return ok({ id: 10_000_099, account: username.toLowerCase() });
  }

  /** The audit answer the fake gives; tests set it. */
  audit: AuditReport = { ok: true, accounts: 0, transfers: 0, mismatches: [], sumOfBalances: 0n, duplicateKeys: 0, negativeAccounts: [] };

  async ledgerAudit(): Promise<Result<AuditReport>> {
    this.calls.push({ method: 'ledgerAudit', args: [] });
    return ok(this.audit);
  }

  async deposits(status: DepositReviewStatus | undefined): Promise<Result<DepositRecord[]>> {
    this.calls.push({ method: 'deposits', args: [status] });
    return ok([]);
  }

  async approveDeposit(id: number): Promise<Result<DepositRecord>> {
    this.calls.push({ method: 'approveDeposit', args: [id] });
    return ok({ id, account: 'member', method: 'bank_transfer', amount: 100n, scale: 2, payerName: 'x', reference: null, status: 'approved', reason: null, createdAt: '', orderId: null });
  }

  async rejectDeposit(id: number, reason: string): Promise<Result<DepositRecord>> {
    this.calls.push({ method: 'rejectDeposit', args: [id, reason] });
    return ok({ id, account: 'member', method: 'bank_transfer', amount: 100n, scale: 2, payerName: 'x', reference: null, status: 'rejected', reason, createdAt: '', orderId: null });
  }

  async setUpline(account: string, upline: string): Promise<Result<{ account: string; upline: string }>> {
    this.calls.push({ method: 'setUpline', args: [account, upline] });
    return ok({ account, upline });
  }

  async memberSessions(account: string): Promise<Result<DeviceSession[]>> {
    this.calls.push({ method: 'memberSessions', args: [account] });
    return ok([{ id: 7, ip: '192.0.2.1', userAgent: 'Phone', createdAt: '2026-01-15T10:00:00.000Z', lastSeenAt: '2026-01-15T11:00:00.000Z', current: false }]);
  }

  async revokeMemberSessions(account: string): Promise<Result<{ revoked: number }>> {
    this.calls.push({ method: 'revokeMemberSessions', args: [account] });
    return ok({ revoked: 1 });
  }

  callsOf(method: keyof StaffGateway): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }
}
