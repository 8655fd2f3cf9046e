import type { DeviceSession } from '../../../core/portal/security/ports';
import type { AuditReport } from '../../../core/domain/wallet/audit';
import type { DepositRecord, DepositReviewStatus } from '../../../core/portal/support/ports';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { MemberRecord, StaffGateway } from '../../../core/portal/support/ports';
import { checkPattern } from '../../../core/domain/access/patterns';
import { isValidCidr } from '../../../core/domain/system/cidr';
import type { PortalSettings } from '../../../core/domain/system/settings';
import { checkSetting } from '../../../core/platform/system/setting-shape';
import { memberInfo } from './portal-auth-gateway';
import { defaultSettings } from './settings';

const AT = '2026-01-15T10:00:00.000Z';
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Staff calls over accounts, deposits and settings held in memory, keeping the StaffGateway
 * contract (tests/contract/suites/portal-staff-gateway.ts): the server's checks on setting
 * shapes, staff names and passwords; a deposit decided once; uplines without cycles. `role` is
 * whose session calls (null: none). `settingsAnswer` and `setSettingAnswer` script those calls;
 * every call is recorded.
 */
export class FakeStaffGateway implements StaffGateway {
  readonly calls: { method: keyof StaffGateway; args: unknown[] }[] = [];
  settingsAnswer: Result<Record<string, unknown>> | null = null;
  setSettingAnswer: Result<Record<string, unknown>> | null = null;
  role: 'staff' | 'member' | null = 'staff';
  readonly members = new Map<string, MemberRecord>();
  readonly current: Record<string, unknown> = copy(defaultSettings()) as unknown as Record<string, unknown>;
  /** The audit answer the fake gives; tests set it. */
  audit: AuditReport = { ok: true, accounts: 0, transfers: 0, mismatches: [], sumOfBalances: 0n, duplicateKeys: 0, negativeAccounts: [] };
  private readonly staff = new Set<string>();
  private readonly uplines = new Map<string, string>();
  private readonly sessions = new Map<string, DeviceSession[]>();
  private readonly depositList: DepositRecord[] = [];
  private nextId = 10_000_001;

  /** A member (or, with its type, an agent) with one session open. */
  addMember(account: string, over: Partial<MemberRecord> = {}): MemberRecord {
    const record: MemberRecord = { ...memberInfo(account, { id: this.nextId++ }), lockedUntil: null, ...over };
    this.members.set(account, record);
    this.sessions.set(account, [{ id: record.id, ip: '192.0.2.1', userAgent: 'Phone', createdAt: AT, lastSeenAt: AT, current: false }]);
    return record;
  }

  /** The member asks for a bank deposit (minor units); answers its id. */
  requestDeposit(account: string, amount: bigint): number {
    const id = this.depositList.length + 1;
    this.depositList.push({
      id,
      account,
      method: 'bank_transfer',
      amount,
      scale: 2,
      payerName: 'Ali',
      reference: null,
      status: 'pending',
      reason: null,
      createdAt: AT,
      orderId: null,
    });
    return id;
  }

  async member(account: string): Promise<Result<MemberRecord>> {
    return this.staffCall('member', [account], () => {
      const found = this.members.get(account);
      return found ? ok(found) : fail('access.member_not_found');
    });
  }

  async settings(): Promise<Result<Record<string, unknown>>> {
    return this.staffCall('settings', [], () => this.settingsAnswer ?? ok(copy(this.current)));
  }

  async setSetting(key: string, value: unknown): Promise<Result<Record<string, unknown>>> {
    return this.staffCall('setSetting', [key, value], () => {
      if (this.setSettingAnswer) return this.setSettingAnswer;
      if (!Object.hasOwn(this.current, key)) return fail('system.unknown_setting', { params: { key } });
      if (!checkSetting(key, this.current[key], value)) return fail('system.invalid_setting_value', { params: { key } });
      const bad = key === 'regionRestriction' ? (value as PortalSettings['regionRestriction']).cidrs.find((c) => !isValidCidr(c)) : undefined;
      if (bad !== undefined) return fail('system.invalid_cidr', { params: { cidr: bad } });
      this.current[key] = copy(value);
      return ok(copy(this.current));
    });
  }

  async createStaff(username: string, password: string): Promise<Result<{ id: number; account: string }>> {
    return this.staffCall('createStaff', [username, password], () => {
      const settings = this.current as unknown as PortalSettings;
      const name = checkPattern(username.trim(), settings.register['username']?.acceptedPattern ?? '*');
      if (!name.ok) return fail(name.error.code, { ...name.error, field: 'username' });
      const strong = checkPattern(password, { id: 'strongPassword', min: 10, max: 64 });
      if (!strong.ok) return fail(strong.error.code, { ...strong.error, field: 'password' });
      const account = username.trim().toLowerCase();
      if (this.staff.has(account) || this.members.has(account)) return fail('access.username_taken', { field: 'username' });
      this.staff.add(account);
      return ok({ id: this.nextId++, account });
    });
  }

  async ledgerAudit(): Promise<Result<AuditReport>> {
    return this.staffCall('ledgerAudit', [], () => ok(this.audit));
  }

  async deposits(status: DepositReviewStatus | undefined): Promise<Result<DepositRecord[]>> {
    return this.staffCall('deposits', [status], () => ok(this.depositList.filter((d) => !status || d.status === status).reverse()));
  }

  async approveDeposit(id: number): Promise<Result<DepositRecord>> {
    return this.staffCall('approveDeposit', [id], () => this.decide(id, 'approved', null));
  }

  async rejectDeposit(id: number, reason: string): Promise<Result<DepositRecord>> {
    return this.staffCall('rejectDeposit', [id, reason], () =>
      reason.trim() === '' ? fail('validation.required', { field: 'reason' }) : this.decide(id, 'rejected', reason.trim()),
    );
  }

  async setUpline(account: string, upline: string): Promise<Result<{ account: string; upline: string }>> {
    return this.staffCall('setUpline', [account, upline], () => {
      if (!this.members.has(account)) return fail('access.member_not_found', { field: 'account' });
      if (!this.members.has(upline)) return fail('access.member_not_found', { field: 'upline' });
      for (let above: string | undefined = upline; above !== undefined; above = this.uplines.get(above))
        if (above === account) return fail('agency.upline_cycle');
      this.uplines.set(account, upline);
      return ok({ account, upline });
    });
  }

  async memberSessions(account: string): Promise<Result<DeviceSession[]>> {
    return this.staffCall('memberSessions', [account], () => {
      const open = this.sessions.get(account);
      return open ? ok([...open]) : fail('access.member_not_found');
    });
  }

  async revokeMemberSessions(account: string): Promise<Result<{ revoked: number }>> {
    return this.staffCall('revokeMemberSessions', [account], () => {
      const open = this.sessions.get(account);
      if (!open) return fail('access.member_not_found');
      this.sessions.set(account, []);
      return ok({ revoked: open.length });
    });
  }

  callsOf(method: keyof StaffGateway): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  /** Approving is safe to repeat; a decided deposit is not decided the other way. */
  private decide(id: number, decision: 'approved' | 'rejected', reason: string | null): Result<DepositRecord> {
    const index = this.depositList.findIndex((d) => d.id === id);
    const deposit = this.depositList[index];
    if (!deposit) return fail('wallet.deposit_not_found');
    if (deposit.status === decision && decision === 'approved') return ok(deposit);
    if (deposit.status !== 'pending') return fail('wallet.deposit_decided');
    this.depositList[index] = { ...deposit, status: decision, reason };
    return ok(this.depositList[index]!);
  }

  private staffCall<T>(method: keyof StaffGateway, args: unknown[], run: () => Result<T>): Result<T> {
    this.calls.push({ method, args });
    if (this.role === null) return fail('access.not_logged_in');
    if (this.role !== 'staff') return fail('access.forbidden');
    return run();
  }
}
