import type { EnteredLotteryResult } from '../../core/portal/support/enter-lottery-result';
import type { HelpArticleGateway, SavedArticle } from '../../core/portal/support/help-articles';
import type { AnnouncementListsView, AnnouncementView, BannerGateway, BannerView, NewAnnouncement, NewBanner } from '../../core/portal/system/banners';
import type { MemberLanguageGateway } from '../../core/portal/system/tell-member-language';
import { ofetch, FetchError, type $Fetch } from 'ofetch';
import type { FailureCode } from '../../core/domain/kernel/failure-code';
import { fail, ok, type Failure, type Result } from '../../core/domain/kernel/result';
import type { AuthGateway } from '../../core/portal/access/ports';
import type {
  CaptchaImage,
  ChallengeAnswerRequest,
  HumanChallenge,
  LoginRequest,
  LoginResponse,
  MemberInfo,
  MobileRegisterRequest,
  RegisterRequest,
  SessionResponse,
} from '../../core/portal/access/types';
import type { DeviceSession } from '../../core/portal/security/ports';
import type { DepositRecord, DepositReviewStatus, MemberRecord, StaffGateway } from '../../core/portal/support/ports';
import type { SystemGateway } from '../../core/portal/system/ports';
import type { HelpCenter, SystemStatus } from '../../core/portal/system/types';
import type { EnvelopeOf } from '../wps-contract/envelope';
import type { MemberInfoDto } from '../wps-contract/member';
import type { MemberRecordDto } from '../wps-contract/admin';
import type { AuditReportDto } from '../wps-contract/ledger';
import type { AuditReport } from '../../core/domain/wallet/audit';
import type { HelpCenterDto, SystemStatusDto } from '../wps-contract/system';
import type { BankDepositMethodDto, DepositDto, TransactionPageDto } from '../wps-contract/wallet';
import type { CashierGateway, PaymentPasswordForm, PaymentPasswordGateway } from '../../core/portal/wallet/ports';
import type {
  BankDepositMethod,
  BankDepositRequest,
  Deposit,
  PaymentPageMethod,
  PaymentPageStart,
  RecordPage,
  RecordQuery,
} from '../../core/portal/wallet/types';
import type { PaymentPageMethodDto, PaymentPageStartDto } from '../wps-contract/payment-page';
import { BEARER_TRANSPORT } from '../wps-contract/transport';
import type { TeamTargets, TeamTransferRequest, TransferGateway, TransferOutcome, Wallets } from '../../core/portal/wallet/transfer-types';
import type { TeamTargetsDto, TeamTransferResultDto, WalletBalancesDto, WalletTransferResultDto } from '../wps-contract/transfer';
import type { MessageSendingGateway, MessagesGateway } from '../../core/portal/messages/ports';
import type { OutboxEntry, OutboxGateway } from '../../core/portal/support/read-outbox';
import type { SealedPayload } from '../../core/domain/access/sealed-payload';
import { sealPayload } from './webcrypto-sealer';
import { PublicKeyPath, SEALED_ROUTES } from '../wps-contract/sealed-routes';
import type { DialingCountry, SmsCodeGateway, SmsCodePurpose } from '../../core/portal/access/request-sms-code';
import type { NewPasswordForm, RecoveryGateway, SmsResetForm } from '../../core/portal/access/recover-password';

const SMS_CODE_PATHS: Record<SmsCodePurpose, string> = { login: 'noLogin', register: 'register', reset: 'forgetPassword', bind: 'bind' };
import type { MessagePage, MessageQuery, MessageTarget } from '../../core/portal/messages/types';
import type { ConnectedProvider, ProviderGateway } from '../../core/portal/support/connect-provider';

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
  orderId: dto.orderId,
});

export const toRecordPage = (dto: TransactionPageDto): RecordPage => ({
  items: dto.items.map((t) => ({ ...t, amount: BigInt(t.amount), balanceAfter: BigInt(t.balanceAfter) })),
  pageNo: dto.pageNo,
  totalPages: dto.totalPages,
  totals: { credited: BigInt(dto.totals.credited), debited: BigInt(dto.totals.debited) },
  scale: dto.scale,
});

/** The account record query as the wire's query string: text values, absent filters left out. */
export function recordQuery(query: RecordQuery): Record<string, string> {
  return {
    ...(query.type ? { type: query.type } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    pageNo: String(query.pageNo),
    pageSize: String(query.pageSize),
  };
}

/** The failure an envelope carries (the server sends only catalogue codes), or `fallback` when the answer is none. */
function failureOf(envelope: EnvelopeOf<unknown> | undefined, fallback: FailureCode): Failure {
  if (!envelope || typeof envelope.code !== 'string') return { code: fallback };
  const value = (envelope.value ?? undefined) as Record<string, unknown> | undefined;
  const field = typeof value?.['field'] === 'string' ? (value['field'] as string) : undefined;
  return {
    code: envelope.code as FailureCode,
    ...(envelope.message?.params ? { params: envelope.message.params } : {}),
    ...(field ? { field } : {}),
    ...(value ? { value } : {}),
  };
}

/**
 * The /wps API over HTTP. Browsers send the session cookie; the CLI sends the stored token as a
 * bearer header and asks for tokens in response bodies.
 */
export class ApiClient
  implements
    AuthGateway,
    MemberLanguageGateway,
    BannerGateway,
    HelpArticleGateway,
    SystemGateway,
    StaffGateway,
    CashierGateway,
    PaymentPasswordGateway,
    MessagesGateway,
    MessageSendingGateway,
    OutboxGateway,
    SmsCodeGateway,
    RecoveryGateway,
    TransferGateway,
    ProviderGateway
{
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

  private serverKey: Promise<Result<{ kid: string; spki: string }>> | null = null;

  useToken(token: string | null): void {
    this.token = token;
  }

  private language = '';

  /** The reader's language, which calls for operator content (banners, promotions, …) ask for. */
  useLanguage(language: string): void {
    this.language = language;
  }

  /** A query asking for content in the reader's language (the server's default language when none is set). */
  inReaderLanguage(query: Record<string, string> = {}): Record<string, string> {
    return this.language ? { ...query, language: this.language } : query;
  }

  /** One /wps call answered with the envelope; used by the area clients beside this one (withdrawal-api.ts). */
  async call<T>(
    method: string,
    path: string,
    options: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Result<T>> {
    // WebCrypto exists only in secure contexts (HTTPS, localhost); elsewhere the body goes as it is.
    if (options.body && SEALED_ROUTES.has(`${method} ${path}`) && globalThis.crypto?.subtle) {
      const sealed = await this.seal(options.body as Record<string, unknown>);
      if (!sealed.ok) return sealed;
      const result = await this.send<T>(method, path, { ...options, body: { sealed: sealed.value } });
      if (!result.ok && result.error.code === 'request.sealed_unreadable') this.serverKey = null;
      return result;
    }
    return this.send(method, path, options);
  }

  /** Seals a body with the server's public key, fetched once (and again after the server refuses it). */
  private async seal(body: Record<string, unknown>): Promise<Result<SealedPayload>> {
    this.serverKey ??= this.send<{ kid: string; spki: string }>('GET', PublicKeyPath, {});
    const key = await this.serverKey;
    if (!key.ok) {
      this.serverKey = null;
      return key;
    }
    return ok(await sealPayload(body, key.value, Date.now()));
  }

  private async send<T>(
    method: string,
    path: string,
    options: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> },
  ): Promise<Result<T>> {
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

  /** A route that answers bytes (an image) on success and the envelope on failure. */
  async download(path: string): Promise<Result<{ type: string; bytes: Uint8Array }>> {
    try {
      const response = await this.fetcher.raw<ArrayBuffer, 'arrayBuffer'>(path, { method: 'GET', responseType: 'arrayBuffer', ignoreResponseError: true });
      const type = response.headers.get('content-type') ?? '';
      const bytes = new Uint8Array(response._data ?? new ArrayBuffer(0));
      if (response.ok && !type.startsWith('application/json')) return ok({ type, bytes });
      const failure = failureOf(JSON.parse(new TextDecoder().decode(bytes)) as EnvelopeOf<unknown>, 'request.failed');
      return fail(failure.code, failure);
    } catch {
      return fail('network.error');
    }
  }

  async login(request: LoginRequest): Promise<Result<LoginResponse>> {
    return this.call('POST', '/wps/session/login', { body: request });
  }

  async answerChallenge(request: ChallengeAnswerRequest): Promise<Result<SessionResponse>> {
    return this.call('POST', '/wps/session/challenge', { body: request });
  }

  async sendChallengeCode(challengeId: string, factor: 'sms' | 'email'): Promise<Result<{ sentTo: string }>> {
    return this.call('POST', '/wps/session/challenge/code', { body: { challengeId, factor } });
  }

  async logout(): Promise<Result<null>> {
    return this.call('DELETE', '/wps/session/logout');
  }

  async register(request: RegisterRequest): Promise<Result<{ id: number; account: string; token: string | null }>> {
    const { fields, ...rest } = request;
    return this.call('PUT', '/wps/member/register', { body: { ...rest, ...fields, registerMethod: 'WEB', login: true } });
  }

  async registerMobile(request: MobileRegisterRequest): Promise<Result<{ id: number; account: string; token: string | null }>> {
    const { code, ...rest } = request;
    return this.call('PUT', '/wps/member/register/mobile', {
      body: { ...rest, ...(code ? { verificationCode: code } : {}), registerMethod: 'WEB', login: true },
    });
  }

  banners(group: string): Promise<Result<BannerView[]>> {
    return this.call('GET', '/wps/system/banners', { query: this.inReaderLanguage({ group }) });
  }

  allBanners(): Promise<Result<BannerView[]>> {
    return this.call('GET', '/wps/admin/banners');
  }

  createBanner(banner: NewBanner): Promise<Result<BannerView>> {
    return this.call('POST', '/wps/admin/banners', { body: banner });
  }

  disableBanner(id: number): Promise<Result<null>> {
    return this.call('POST', `/wps/admin/banners/${id}/disable`);
  }

  announcements(types: readonly string[]): Promise<Result<AnnouncementListsView>> {
    return this.call('GET', '/wps/relay/MCSFE_getListAnnouncements', { query: this.inReaderLanguage({ types: types.join(','), platform: 'W' }) });
  }

  allAnnouncements(): Promise<Result<AnnouncementView[]>> {
    return this.call('GET', '/wps/admin/announcements');
  }

  createAnnouncement(announcement: NewAnnouncement): Promise<Result<AnnouncementView>> {
    return this.call('POST', '/wps/admin/announcements', { body: announcement });
  }

  disableAnnouncement(id: number): Promise<Result<null>> {
    return this.call('POST', `/wps/admin/announcements/${id}/disable`);
  }

  async setLanguage(language: string): Promise<Result<{ language: string }>> {
    return this.call('PUT', '/wps/member/language', { body: { language } });
  }

  async memberInfo(): Promise<Result<MemberInfo>> {
    const result = await this.call<MemberInfoDto>('GET', '/wps/member/info');
    return result.ok ? ok(toMember(result.value)) : result;
  }

  async changePassword(request: { oldPassword: string; newPassword: string; confirmNewPassword: string }): Promise<Result<{ token: string | null }>> {
    return this.call('POST', '/wps/member/password', { body: request });
  }

  async messages(query: MessageQuery): Promise<Result<MessagePage>> {
    return this.call('GET', '/wps/member/messages', {
      query: { pageNo: String(query.pageNo), pageSize: String(query.pageSize), unread: query.unreadOnly ? '1' : '0' },
    });
  }

  async unreadCount(): Promise<Result<number>> {
    const result = await this.call<{ count: number }>('GET', '/wps/relay/CSP_unreadCount');
    return result.ok ? ok(result.value.count) : result;
  }

  async markMessagesRead(ids: readonly number[] | null): Promise<Result<{ unread: number }>> {
    return this.call('POST', '/wps/member/messages/read', { body: ids === null ? {} : { ids } });
  }

  async deleteMessages(ids: readonly number[]): Promise<Result<{ unread: number }>> {
    return this.call('POST', '/wps/member/messages/delete', { body: { ids } });
  }

  async sendMessage(target: MessageTarget, title: string, body: string): Promise<Result<{ recipients: number }>> {
    return this.call('POST', '/wps/admin/messages', { body: { ...target, title, body } });
  }

  async requestSmsCode(purpose: SmsCodePurpose, mobileNum: string, countryDialingCode: string): Promise<Result<{ expiredMinutes: number }>> {
    return this.call('POST', `/wps/verification/sms/${SMS_CODE_PATHS[purpose]}`, { body: { mobileNum, countryDialingCode } });
  }

  async dialingCountries(): Promise<Result<DialingCountry[]>> {
    return this.call('GET', '/wps/system/countryDialingCodes');
  }

  async requestResetLink(username: string, email: string): Promise<Result<null>> {
    const sent = await this.call<{ result: string }>('POST', '/wps/member/password/email', { body: new URLSearchParams({ username, email }) });
    return sent.ok ? ok(null) : sent;
  }

  async resetWithLink(token: string, form: NewPasswordForm): Promise<Result<null>> {
    return this.call('POST', '/wps/member/password/reset', { body: { token, newPassword: form.newPassword, confirmNewPassword: form.confirmNewPassword } });
  }

  async resetBySms(form: SmsResetForm): Promise<Result<{ token: string }>> {
    return this.call('POST', '/wps/member/password/verification', { body: form });
  }

  async outbox(recipient: string | null): Promise<Result<OutboxEntry[]>> {
    return this.call('GET', '/wps/admin/outbox', recipient === null ? {} : { query: { to: recipient } });
  }

  async setPaymentPassword(form: PaymentPasswordForm): Promise<Result<null>> {
    return this.call('PUT', '/wps/member/payment-password', { body: form });
  }

  async freePlay(): Promise<Result<{ token: string; account: string }>> {
    return this.call('POST', '/wps/session/login/freeplay', { body: { platform: 'W', gatewayVersion: 3 } });
  }

  async captcha(): Promise<Result<CaptchaImage>> {
    return this.call('GET', '/wps/captcha');
  }

  async humanChallenge(username?: string): Promise<Result<HumanChallenge>> {
    return this.call('GET', '/wps/verification/challenge', username ? { query: { username } } : {});
  }

  async status(): Promise<Result<SystemStatus>> {
    const result = await this.call<SystemStatusDto>('GET', '/wps/system/status');
    return result.ok ? ok({ ...result.value, whitelabel: result.value.whitelabel as SystemStatus['whitelabel'] }) : result;
  }

  saveHelpArticle(lang: string, slug: string, markdown: string, sort: number): Promise<Result<SavedArticle>> {
    return this.call('PUT', `/wps/admin/help/${encodeURIComponent(lang)}/${encodeURIComponent(slug)}`, { body: { markdown, sort } });
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
      mismatches: r.mismatches.map((m) => ({
        code: m.code,
        stored: BigInt(m.stored),
        computed: BigInt(m.computed),
        heldStored: BigInt(m.heldStored),
        heldComputed: BigInt(m.heldComputed),
      })),
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
    const result = await this.call<TransactionPageDto>('GET', '/wps/member/transactions', { query: this.inReaderLanguage(recordQuery(query)) });
    return result.ok ? ok(toRecordPage(result.value)) : result;
  }

  async paymentPageMethod(): Promise<Result<PaymentPageMethod>> {
    const result = await this.call<PaymentPageMethodDto>('GET', '/wps/member/deposit/payment-page', { query: this.inReaderLanguage() });
    return result.ok ? ok({ ...result.value, min: BigInt(result.value.min), max: BigInt(result.value.max) }) : result;
  }

  async startPaymentPageDeposit(request: { readonly amount: string }): Promise<Result<PaymentPageStart>> {
    const result = await this.call<PaymentPageStartDto>('PUT', '/wps/member/deposit/payment-page', { body: request });
    return result.ok ? ok({ deposit: toDeposit(result.value.deposit), checkoutUrl: result.value.checkoutUrl }) : result;
  }

  async deposits(status: DepositReviewStatus | undefined): Promise<Result<DepositRecord[]>> {
    const result = await this.call<DepositDto[]>('GET', '/wps/admin/deposits', status ? { query: { status } } : {});
    return result.ok ? ok(result.value.map(toDepositRecord)) : result;
  }

  async approveDeposit(id: number): Promise<Result<DepositRecord>> {
    const result = await this.call<DepositDto>('POST', `/wps/admin/deposits/${id}/approve`);
    return result.ok ? ok(toDepositRecord(result.value)) : result;
  }

  async setUpline(account: string, upline: string): Promise<Result<{ account: string; upline: string }>> {
    return this.call('PUT', `/wps/admin/member/${encodeURIComponent(account)}/upline`, { body: { upline } });
  }

  async memberSessions(account: string): Promise<Result<DeviceSession[]>> {
    return this.call('GET', `/wps/admin/member/${encodeURIComponent(account)}/sessions`);
  }

  async revokeMemberSessions(account: string): Promise<Result<{ revoked: number }>> {
    return this.call('DELETE', `/wps/admin/member/${encodeURIComponent(account)}/sessions`);
  }

  async rejectDeposit(id: number, reason: string): Promise<Result<DepositRecord>> {
    const result = await this.call<DepositDto>('POST', `/wps/admin/deposits/${id}/reject`, { body: { reason } });
    return result.ok ? ok(toDepositRecord(result.value)) : result;
  }

  async wallets(): Promise<Result<Wallets>> {
    const result = await this.call<WalletBalancesDto>('GET', '/wps/v2/wallets/balance');
    if (!result.ok) return result;
    const b = result.value;
    return ok({
      isSingle: b.isSingle,
      scale: b.scale,
      main: BigInt(b.main),
      vendors: b.wallets.map((w) => ({ code: w.code, balance: BigInt(w.balance) })),
      total: BigInt(b.total),
    });
  }

  async walletTransfer(request: { from: string; to: string; amount: string; requestId: string }): Promise<Result<TransferOutcome>> {
    return toOutcome(await this.call<WalletTransferResultDto>('POST', '/wps/relay/GCS_walletTransfer', { body: request }));
  }

  async recallAll(requestId: string): Promise<Result<TransferOutcome>> {
    return toOutcome(await this.call<WalletTransferResultDto>('POST', '/wps/relay/GCS_walletTransfer', { body: { recallAll: true, requestId } }));
  }

  async teamTargets(): Promise<Result<TeamTargets>> {
    return this.call<TeamTargetsDto>('GET', '/wps/member/transfer/team');
  }

  async teamTransfer(request: TeamTransferRequest): Promise<Result<{ recipient: string; amount: bigint; replayed: boolean }>> {
    const result = await this.call<TeamTransferResultDto>('POST', '/wps/member/transfer/team', { body: request });
    return result.ok ? ok({ recipient: result.value.recipient, amount: BigInt(result.value.amount), replayed: result.value.replayed }) : result;
  }

  createProvider(code: string): Promise<Result<ConnectedProvider>> {
    return this.call<ConnectedProvider>('POST', '/wps/admin/providers', { body: { code } });
  }

  enterLotteryResult(gameCode: string, drawId: string, result: unknown): Promise<Result<EnteredLotteryResult>> {
    return this.call<EnteredLotteryResult>('POST', '/wps/admin/lottery/result', { body: { gameCode, drawId, result } });
  }
}

const toDepositRecord = (d: DepositDto): DepositRecord => ({ ...d, amount: BigInt(d.amount) });

const toOutcome = (result: Result<WalletTransferResultDto>): Result<TransferOutcome> =>
  result.ok ? ok({ moved: result.value.moved.map((m) => ({ ...m, amount: BigInt(m.amount) })), replayed: result.value.replayed }) : result;
