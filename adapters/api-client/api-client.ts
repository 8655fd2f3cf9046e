import { ofetch, FetchError, type $Fetch } from 'ofetch';
import { fail, ok, type Failure, type Result } from '../../core/domain/kernel/result';
import type { AuthGateway } from '../../core/portal/access/ports';
import type { CaptchaImage, HumanChallenge, LoginRequest, LoginResponse, MemberInfo, RegisterRequest } from '../../core/portal/access/types';
import type { DepositRecord, MemberRecord, StaffGateway } from '../../core/portal/support/ports';
import type { SystemGateway } from '../../core/portal/system/ports';
import type { HelpCenter, SystemStatus } from '../../core/portal/system/types';
import type { EnvelopeOf } from '../wps-contract/envelope';
import type { MemberInfoDto } from '../wps-contract/member';
import type { MemberRecordDto } from '../wps-contract/admin';
import type { AuditReportDto } from '../wps-contract/ledger';
import type { AuditReport } from '../../core/domain/wallet/audit';
import type { HelpCenterDto, SystemStatusDto } from '../wps-contract/system';
import type { BankDepositMethodDto, DepositDto, TransactionPageDto } from '../wps-contract/wallet';
import type { CashierGateway } from '../../core/portal/wallet/ports';
import type { BankDepositMethod, BankDepositRequest, Deposit, RecordPage, RecordQuery } from '../../core/portal/wallet/types';
import { BEARER_TRANSPORT } from '../wps-contract/transport';

export type Transport = 'cookie' | 'bearer';

const toMember = (dto: MemberInfoDto): MemberInfo => ({ ...dto, balance: BigInt(dto.balance) });

const toDeposit = (dto: DepositDto): Deposit => ({
  id: dto.id,
  method: dto.method,
  amount: BigInt(dto.amount),
  scale: dto.scale,
  payerName: dto.payerName,
  reference: dto.reference,
  status: dto.status,
  reason: dto.reason,
  createdAt: dto.createdAt,
  decidedAt: dto.decidedAt,
});

const toRecordPage = (dto: TransactionPageDto): RecordPage => ({
  items: dto.items.map((t) => ({ ...t, amount: BigInt(t.amount), balanceAfter: BigInt(t.balanceAfter) })),
  pageNo: dto.pageNo,
  totalPages: dto.totalPages,
  totals: { credited: BigInt(dto.totals.credited), debited: BigInt(dto.totals.debited) },
  scale: dto.scale,
});

/** The account record query as the wire's query string: text values, absent filters left out. */
function recordQuery(query: RecordQuery): Record<string, string> {
  return {
    ...(query.type ? { type: query.type } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    pageNo: String(query.pageNo),
    pageSize: String(query.pageSize),
  };
}

function failureOf(envelope: EnvelopeOf<unknown> | undefined, fallback: string): Failure {
  if (!envelope || typeof envelope.code !== 'string') return { code: fallback };
  const value = (envelope.value ?? undefined) as Record<string, unknown> | undefined;
  const field = typeof value?.['field'] === 'string' ? (value['field'] as string) : undefined;
  return { code: envelope.code, ...(envelope.message?.params ? { params: envelope.message.params } : {}), ...(field ? { field } : {}), ...(value ? { value } : {}) };
}

/**
 * The /wps API over HTTP. Browsers send the session cookie; the CLI sends the stored token as a
 * bearer header and asks for tokens in response bodies.
 */
export class ApiClient implements AuthGateway, SystemGateway, StaffGateway, CashierGateway {
  private readonly fetcher: $Fetch;
  private token: string | null = null;

  constructor(baseURL: string, transport: Transport) {
    this.fetcher = ofetch.create({
      baseURL,
      credentials: 'same-origin',
      retry: 0,
      timeout: 30_000,
      onRequest: ({ options }) => {
        const headers = new Headers(options.headers);
        if (transport === 'bearer') {
          headers.set(BEARER_TRANSPORT.header, BEARER_TRANSPORT.value);
          headers.set('x-portal-site', 'console');
          if (this.token) headers.set('authorization', `Bearer ${this.token}`);
        }
        options.headers = headers;
      },
    });
  }

  useToken(token: string | null): void {
    this.token = token;
  }

  private async call<T>(method: string, path: string, options: { body?: unknown; query?: Record<string, string> } = {}): Promise<Result<T>> {
    try {
      const envelope = await this.fetcher<EnvelopeOf<T>>(path, { method, ...options } as never);
      if (envelope.success) return ok(envelope.value as T);
      const failure = failureOf(envelope as EnvelopeOf<unknown>, 'request.failed');
      return fail(failure.code, failure);
    } catch (error) {
      if (error instanceof FetchError && error.data && typeof error.data === 'object') {
        const failure = failureOf(error.data as EnvelopeOf<unknown>, 'network.error');
        return fail(failure.code, failure);
      }
      return fail('network.error');
    }
  }

  async login(request: LoginRequest): Promise<Result<LoginResponse>> {
    return this.call('POST', '/wps/session/login', { body: request });
  }

  async logout(): Promise<Result<null>> {
    return this.call('DELETE', '/wps/session/logout');
  }

  async register(request: RegisterRequest): Promise<Result<{ id: number; account: string; token: string | null }>> {
    const { fields, ...rest } = request;
    return this.call('PUT', '/wps/member/register', { body: { ...rest, ...fields, registerMethod: 'WEB', login: true } });
  }

  async memberInfo(): Promise<Result<MemberInfo>> {
    const result = await this.call<MemberInfoDto>('GET', '/wps/member/info');
    return result.ok ? ok(toMember(result.value)) : result;
  }

  async changePassword(request: { oldPassword: string; newPassword: string; confirmNewPassword: string }): Promise<Result<{ token: string | null }>> {
    return this.call('POST', '/wps/member/password', { body: request });
  }

  async freePlay(): Promise<Result<{ token: string; account: string }>> {
    return this.call('POST', '/wps/session/login/freeplay', { body: { platform: 'W', gatewayVersion: 3 } });
  }

  async captcha(): Promise<Result<CaptchaImage>> {
    return this.call('GET', '/wps/captcha');
  }

  async humanChallenge(): Promise<Result<HumanChallenge>> {
    return this.call('GET', '/wps/verification/challenge');
  }

  async status(): Promise<Result<SystemStatus>> {
    const result = await this.call<SystemStatusDto>('GET', '/wps/system/status');
    return result.ok ? ok({ ...result.value, whitelabel: result.value.whitelabel as SystemStatus['whitelabel'] }) : result;
  }

  async helpCenter(lang: string): Promise<Result<HelpCenter>> {
    return this.call<HelpCenterDto>('GET', '/wps/system/helpCenter', { query: { lang, device: 'WEB' } });
  }

  async member(account: string): Promise<Result<MemberRecord>> {
    const result = await this.call<MemberRecordDto>('GET', `/wps/admin/member/${encodeURIComponent(account)}`);
    return result.ok ? ok({ ...toMember(result.value), lockedUntil: result.value.lockedUntil }) : result;
  }

  async settings(): Promise<Result<Record<string, unknown>>> {
    return this.call('GET', '/wps/admin/settings');
  }

  async setSetting(key: string, value: unknown): Promise<Result<Record<string, unknown>>> {
    return this.call('PUT', `/wps/admin/settings/${encodeURIComponent(key)}`, { body: { value } });
  }

  async createStaff(username: string, password: string): Promise<Result<{ id: number; account: string }>> {
    return this.call('POST', '/wps/admin/staff', { body: { username, password } });
  }

  async ledgerAudit(): Promise<Result<AuditReport>> {
    const result = await this.call<AuditReportDto>('GET', '/wps/admin/ledger/audit');
    if (!result.ok) return result;
    const r = result.value;
    return ok({
      ...r,
      sumOfBalances: BigInt(r.sumOfBalances),
      mismatches: r.mismatches.map((m) => ({ code: m.code, stored: BigInt(m.stored), computed: BigInt(m.computed), heldStored: BigInt(m.heldStored), heldComputed: BigInt(m.heldComputed) })),
    });
  }

  async bankDepositMethod(): Promise<Result<BankDepositMethod>> {
    const result = await this.call<BankDepositMethodDto>('GET', '/wps/member/deposit/bank');
    return result.ok ? ok({ ...result.value, min: BigInt(result.value.min), max: BigInt(result.value.max) }) : result;
  }

  async requestBankDeposit(request: BankDepositRequest): Promise<Result<Deposit>> {
    const result = await this.call<DepositDto>('PUT', '/wps/member/deposit/bank', { body: request });
    return result.ok ? ok(toDeposit(result.value)) : result;
  }

  async myDeposits(): Promise<Result<readonly Deposit[]>> {
    const result = await this.call<DepositDto[]>('GET', '/wps/member/deposits');
    return result.ok ? ok(result.value.map(toDeposit)) : result;
  }

  async accountRecord(query: RecordQuery): Promise<Result<RecordPage>> {
    const result = await this.call<TransactionPageDto>('GET', '/wps/member/transactions', { query: recordQuery(query) });
    return result.ok ? ok(toRecordPage(result.value)) : result;
  }

  async deposits(status: 'pending' | 'approved' | 'rejected' | undefined): Promise<Result<DepositRecord[]>> {
    const result = await this.call<DepositDto[]>('GET', '/wps/admin/deposits', status ? { query: { status } } : {});
    return result.ok ? ok(result.value.map(toDepositRecord)) : result;
  }

  async approveDeposit(id: number): Promise<Result<DepositRecord>> {
    const result = await this.call<DepositDto>('POST', `/wps/admin/deposits/${id}/approve`);
    return result.ok ? ok(toDepositRecord(result.value)) : result;
  }

  async rejectDeposit(id: number, reason: string): Promise<Result<DepositRecord>> {
    const result = await this.call<DepositDto>('POST', `/wps/admin/deposits/${id}/reject`, { body: { reason } });
    return result.ok ? ok(toDepositRecord(result.value)) : result;
  }
}

const toDepositRecord = (d: DepositDto): DepositRecord => ({ ...d, amount: BigInt(d.amount) });
