import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { AuthGateway } from '../../../core/portal/access/ports';
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
} from '../../../core/portal/access/types';
import type { PendingChallenge } from '../../../core/domain/access/login-flow';
import type { SecondFactor } from '../../../core/domain/access/second-factor';

type Answer<T> = Result<T> | (() => Result<T>);

interface Account {
  readonly id: number;
  readonly username: string;
  password: string;
  readonly role: 'member' | 'trial';
  loggedInAt: string | null;
  failures: number;
}

/** What the server's captcha flag counts: three failures from one place (an account, or the one browser here). */
const CAPTCHA_AFTER_FAILURES = 3;
const CHALLENGE: HumanChallenge = { algorithm: 'SHA-256', challenge: 'ch', maxnumber: 10, salt: 's', signature: 'sig' };
const SESSION_FLAGS = { firstTimeLogin: false, passwordExpired: false, mustChangePassword: false } as const;
const AT = '2026-01-15T08:00:00.000Z';

/** A member as /wps/member/info answers it: a new member with an empty wallet, unless `over` says otherwise. */
export const memberInfo = (account: string, over: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 10_000_001,
  account,
  nickname: account,
  type: 0,
  role: 'member',
  balance: 0n,
  scale: 2,
  currencySymbol: 'Rs ',
  currencyCode: 'PKR',
  vip: false,
  vipLabel: '',
  unreadCount: 0,
  ...SESSION_FLAGS,
  hasPaymentPassword: false,
  avatar: null,
  language: 'EN',
  lastLoginAt: null,
  createdAt: AT,
  ...over,
});

/**
 * The server's access routes for one browser, in memory, keeping the AuthGateway contract
 * (tests/contract/suites/portal-auth-gateway.ts): accounts with passwords, the browser's session,
 * the captcha flag after three failures, SMS login and mobile registration off as by default.
 * A proof of work passes when it is `solved:<signature>` (what FakeHumanSolver answers).
 * A test may script a method instead (`loginAnswer` and the others, null = the model answers);
 * a scripted login that asks for a second factor makes that challenge one the fake knows.
 * Every call is recorded.
 */
export class FakeAuthGateway implements AuthGateway {
  readonly calls: { method: keyof AuthGateway; request?: unknown }[] = [];

  loginAnswer: Answer<LoginResponse> | null = null;
  answerChallengeAnswer: Answer<SessionResponse> | null = null;
  sendChallengeCodeAnswer: Answer<{ sentTo: string }> | null = null;
  logoutAnswer: Answer<null> | null = null;
  /** Scripts register and registerMobile alike. */
  registerAnswer: Answer<{ id: number; account: string; token: string | null }> | null = null;
  memberAnswer: Answer<MemberInfo> | null = null;
  changePasswordAnswer: Answer<{ token: string | null }> | null = null;
  freePlayAnswer: Answer<{ token: string; account: string }> | null = null;
  captchaAnswer: Answer<CaptchaImage> | null = null;
  challengeAnswer: Answer<HumanChallenge> | null = null;

  private readonly accounts = new Map<string, Account>();
  private readonly challenges = new Map<string, { factors: readonly SecondFactor[]; account: string | null }>();
  private session: { token: string; account: Account } | null = null;
  private browserFailures = 0;
  private sequence = 0;

  /** An account that can log in (lower-cased, as the server keeps names). */
  addMember(username: string, password: string): void {
    const name = username.trim().toLowerCase();
    this.accounts.set(name, { id: 10_000_001 + this.accounts.size, username: name, password, role: 'member', loggedInAt: null, failures: 0 });
  }

  /** An account with a session open in this browser, as after a login; answers the session token. */
  signedIn(username: string, password: string): string {
    this.addMember(username, password);
    return this.open(this.accounts.get(username.trim().toLowerCase())!).token;
  }

  count(method: keyof AuthGateway): number {
    return this.calls.filter((c) => c.method === method).length;
  }

  last(method: keyof AuthGateway): unknown {
    return this.calls.filter((c) => c.method === method).at(-1)?.request;
  }

  async login(request: LoginRequest): Promise<Result<LoginResponse>> {
    const scripted = this.answer('login', this.loginAnswer, request);
    if (scripted) {
      if (scripted.ok && 'challenge' in scripted.value) this.remember(scripted.value.challenge, request.username);
      return scripted;
    }
    if (request.type === 'sms') return fail('access.sms_login_disabled');
    const username = request.username.trim().toLowerCase();
    const account = this.accounts.get(username);
    const captcha = this.captchaShown(account);
    if (username === '') return fail('validation.required', { field: 'username', value: { field: 'username', captcha } });
    if (request.password.trim() === '') return fail('validation.required', { field: 'password', value: { field: 'password', captcha } });
    if (captcha && !request.captcha?.trim()) return fail('validation.captcha_required', { field: 'captcha', value: { field: 'captcha', captcha } });
    if (!this.verified(request.verification)) return fail('access.human_verification_failed', { value: { captcha } });
    if (!account || account.role === 'trial' || account.password !== request.password.trim()) {
      this.browserFailures++;
      if (account) account.failures++;
      return fail('access.invalid_credentials', { value: { captcha: this.captchaShown(account) } });
    }
    account.failures = 0;
    const opened = this.open(account);
    return ok({ ...opened, firstTimeLogin: opened.previousLoginAt === null });
  }

  async answerChallenge(request: ChallengeAnswerRequest): Promise<Result<SessionResponse>> {
    const scripted = this.answer('answerChallenge', this.answerChallengeAnswer, request);
    if (scripted) return scripted;
    const challenge = this.challenges.get(request.challengeId);
    if (!challenge) return fail('access.challenge_invalid');
    if (!challenge.factors.includes(request.factor)) return fail('access.factor_unavailable', { field: 'factor' });
    this.challenges.delete(request.challengeId);
    const account = this.accounts.get(challenge.account ?? '');
    return ok(account ? this.open(account) : { token: this.token(), ...SESSION_FLAGS, previousLoginAt: AT });
  }

  async sendChallengeCode(challengeId: string, factor: 'sms' | 'email'): Promise<Result<{ sentTo: string }>> {
    const scripted = this.answer('sendChallengeCode', this.sendChallengeCodeAnswer, { challengeId, factor });
    if (scripted) return scripted;
    const challenge = this.challenges.get(challengeId);
    if (!challenge) return fail('access.challenge_invalid');
    if (!challenge.factors.includes(factor)) return fail('access.factor_unavailable', { field: 'factor' });
    return ok({ sentTo: factor === 'sms' ? '+92********67' : 'a***@example.com' });
  }

  async logout(): Promise<Result<null>> {
    const scripted = this.answer('logout', this.logoutAnswer);
    if (scripted) return scripted;
    if (!this.session) return fail('access.not_logged_in');
    this.session = null;
    return ok(null);
  }

  async registerMobile(request: MobileRegisterRequest): Promise<Result<{ id: number; account: string; token: string | null }>> {
    return this.answer('registerMobile', this.registerAnswer, request) ?? fail('verification.function_not_enabled');
  }

  async register(request: RegisterRequest): Promise<Result<{ id: number; account: string; token: string | null }>> {
    const scripted = this.answer('register', this.registerAnswer, request);
    if (scripted) return scripted;
    if (!this.verified(request.verification)) return fail('access.human_verification_failed');
    const username = request.username.trim().toLowerCase();
    if (this.accounts.has(username)) return fail('access.username_taken', { field: 'username', value: { field: 'username' } });
    this.addMember(username, request.password);
    const account = this.accounts.get(username)!;
    return ok({ id: account.id, account: username, token: this.open(account).token });
  }

  async memberInfo(): Promise<Result<MemberInfo>> {
    const scripted = this.answer('memberInfo', this.memberAnswer);
    if (scripted) return scripted;
    if (!this.session) return fail('access.not_logged_in');
    const { account } = this.session;
    return ok(
      memberInfo(account.username, {
        id: account.id,
        type: account.role === 'trial' ? 4 : 0,
        role: account.role,
        balance: account.role === 'trial' ? 200_000n : 0n,
        lastLoginAt: account.loggedInAt,
      }),
    );
  }

  async changePassword(request: { oldPassword: string; newPassword: string; confirmNewPassword: string }): Promise<Result<{ token: string | null }>> {
    const scripted = this.answer('changePassword', this.changePasswordAnswer, request);
    if (scripted) return scripted;
    if (!this.session) return fail('access.not_logged_in');
    const oldPassword = request.oldPassword.trim();
    const newPassword = request.newPassword.trim();
    if (oldPassword === '') return fail('validation.required', { field: 'oldPassword', value: { field: 'oldPassword' } });
    if (newPassword === '') return fail('validation.required', { field: 'newPassword', value: { field: 'newPassword' } });
    if (request.confirmNewPassword.trim() !== newPassword)
      return fail('validation.confirm_mismatch', { field: 'confirmNewPassword', value: { field: 'confirmNewPassword' } });
    if (newPassword === oldPassword) return fail('access.password_unchanged', { field: 'newPassword', value: { field: 'newPassword' } });
    const { account } = this.session;
    if (oldPassword !== account.password) return fail('access.old_password_wrong', { field: 'oldPassword', value: { field: 'oldPassword' } });
    account.password = newPassword;
    return ok({ token: this.open(account).token });
  }

  async freePlay(): Promise<Result<{ token: string; account: string }>> {
    const scripted = this.answer('freePlay', this.freePlayAnswer);
    if (scripted) return scripted;
    const username = `trial_${(0x0a0b0c0d0e0f + this.accounts.size).toString(16).padStart(12, '0')}`;
    const account: Account = { id: 10_000_001 + this.accounts.size, username, password: '', role: 'trial', loggedInAt: null, failures: 0 };
    this.accounts.set(username, account);
    return ok({ token: this.open(account).token, account: username });
  }

  async captcha(): Promise<Result<CaptchaImage>> {
    return this.answer('captcha', this.captchaAnswer) ?? ok({ captchaId: `c${++this.sequence}`, image: 'data:image/png;base64,' });
  }

  async humanChallenge(_username?: string): Promise<Result<HumanChallenge>> {
    return this.answer('humanChallenge', this.challengeAnswer) ?? ok(CHALLENGE);
  }

  private captchaShown(account: Account | undefined): boolean {
    return this.browserFailures >= CAPTCHA_AFTER_FAILURES || (account?.failures ?? 0) >= CAPTCHA_AFTER_FAILURES;
  }

  private verified(verification: string | undefined): boolean {
    return verification === `solved:${CHALLENGE.signature}`;
  }

  private remember(challenge: PendingChallenge, username: string): void {
    this.challenges.set(challenge.id, { factors: challenge.factors, account: username.trim().toLowerCase() });
  }

  private token(): string {
    return `session-${++this.sequence}`;
  }

  /** A new session for the account in this browser (the previous one ends); the account's last login moves on. */
  private open(account: Account): SessionResponse {
    const previousLoginAt = account.loggedInAt;
    account.loggedInAt = new Date(Date.parse(AT) + this.sequence * 60_000).toISOString();
    this.session = { token: this.token(), account };
    return { token: this.session.token, ...SESSION_FLAGS, previousLoginAt };
  }

  private answer<T>(method: keyof AuthGateway, answer: Answer<T> | null, request?: unknown): Result<T> | null {
    this.calls.push(request === undefined ? { method } : { method, request });
    if (answer === null) return null;
    return typeof answer === 'function' ? answer() : answer;
  }
}
