import { makeAutoObservable, runInAction } from 'mobx';
import { initialLoginState, type LoginState } from '../../../core/domain/access/login-flow';
import { guardProtectedAction, type GuardDecision, type Role } from '../../../core/domain/access/roles';
import { leadingThrottle } from '../../../core/domain/kernel/throttle';
import type { FailureCode } from '../../../core/domain/kernel/failure-code';
import type { Clock } from '../../../core/domain/kernel/ports';
import type { Failure, Result } from '../../../core/domain/kernel/result';
import type { ChangeMyPassword, ChangePasswordForm } from '../../../core/portal/access/change-my-password';
import type { LoadMember } from '../../../core/portal/access/load-member';
import type { AuthGateway, SessionStore } from '../../../core/portal/access/ports';
import type { SignOut } from '../../../core/portal/access/sign-out';
import type { StartTrial } from '../../../core/portal/access/start-trial';
import type { LoginAttempt, SubmitLogin } from '../../../core/portal/access/submit-login';
import type { AnswerLoginChallenge } from '../../../core/portal/access/answer-login-challenge';
import type { SendChallengeCode } from '../../../core/portal/access/send-challenge-code';
import type { SecondFactor } from '../../../core/domain/access/second-factor';
import type { SubmitMobileRegistration, SubmitRegistration } from '../../../core/portal/access/submit-registration';
import type { MobileRegistrationInput } from '../../../core/domain/access/mobile-registration';
import type { DialingCountry } from '../../../core/portal/access/request-sms-code';
import type { CaptchaImage, LoginRequest, MemberInfo, RegisterRequest } from '../../../core/portal/access/types';
import { LEDGER_CODES } from '../../../core/domain/wallet/ledger-codes';
import type { SystemStore } from './system-store';
import type { UiStore } from './ui-store';

export interface AuthUseCases {
  readonly login: SubmitLogin;
  readonly answerChallenge: AnswerLoginChallenge;
  readonly sendChallengeCode: SendChallengeCode;
  readonly register: SubmitRegistration;
  readonly registerMobile: SubmitMobileRegistration;
  readonly loadMember: LoadMember;
  readonly signOut: SignOut;
  readonly changePassword: ChangeMyPassword;
  readonly startTrial: StartTrial;
}

/** Captcha refresh at most once per second. */
const CAPTCHA_REFRESH_MS = 1000;

/** The session as the views see it: who is logged in, the login flow's state, the captcha. */
export class AuthStore {
  member: MemberInfo | null = null;
  /** Why the last social sign-in came back without a session (shown in the login modal). */
  socialError: Failure | null = null;
  restoring = true;
  /** A free-play session is being started: its proof of work takes a few seconds. */
  startingTrial = false;
  loginState: LoginState = initialLoginState;
  captcha: CaptchaImage | null = null;
  refreshingBalance = false;
  /** Shown once after a login: when the account logged in before, so a stranger's login stands out. */
  previousLoginAt: string | null = null;
  answering = false;
  /** Why the server ended the session (the session-time limit, a time-out or self-exclusion), until dismissed. */
  endNotice: Failure | null = null;
  /** The username of the login waiting at its second factor. */
  private pendingAccount = '';
  private pendingPurpose: LoginRequest['purpose'];
  readonly refreshCaptcha: () => boolean;

  constructor(
    private readonly useCases: AuthUseCases,
    private readonly gateway: AuthGateway,
    private readonly session: SessionStore,
    private readonly system: SystemStore,
    private readonly ui: UiStore,
    clock: Clock,
  ) {
    this.refreshCaptcha = leadingThrottle(
      () => void this.fetchCaptcha(),
      CAPTCHA_REFRESH_MS,
      () => clock.now().getTime(),
    );
    makeAutoObservable<AuthStore, 'useCases' | 'gateway' | 'session' | 'system' | 'ui' | 'pendingAccount' | 'pendingPurpose'>(this, {
      useCases: false,
      gateway: false,
      session: false,
      system: false,
      ui: false,
      refreshCaptcha: false,
      pendingAccount: false,
      pendingPurpose: false,
    });
  }

  get isLogin(): boolean {
    return this.member !== null;
  }

  get role(): Role {
    return this.member?.role ?? 'visitor';
  }

  get isAgent(): boolean {
    return this.role === 'agent';
  }

  get isTrial(): boolean {
    return this.role === 'trial';
  }

  get busy(): boolean {
    return this.loginState.step === 'validating' || this.loginState.step === 'verifying' || this.loginState.step === 'submitting';
  }

  get captchaShown(): boolean {
    return 'captchaShown' in this.loginState && this.loginState.captchaShown;
  }

  get loginError(): Failure | null {
    return this.loginState.step === 'failed' ? this.loginState.error : null;
  }

  get atSecondFactor(): boolean {
    return this.loginState.step === 'second_factor';
  }

  /**
   * A stored login flag means a session cookie may exist: ask the server who we are. A social
   * sign-in comes back with ?social=signed_in (its cookie is new) or with why it failed.
   */
  async restore(social: string | null = null): Promise<void> {
    if (social === 'signed_in' || social === 'linked') await this.adoptCookieSession();
    else if (this.session.load()) await this.reloadMember();
    runInAction(() => {
      this.restoring = false;
      if (social && social !== 'signed_in' && social !== 'linked') {
        this.socialError = { code: social as FailureCode };
        if (!this.member) this.ui.open('login');
      }
    });
  }

  private async adoptCookieSession(): Promise<void> {
    await this.reloadMember();
    if (this.member) this.session.save({ account: this.member.account, token: null });
  }

  /** A member on a break logged in only to take the balance out: the web shows the withdrawal screen alone. */
  get withdrawalOnly(): boolean {
    return this.member?.sessionScope === 'withdrawal';
  }

  async login(request: LoginRequest): Promise<LoginState> {
    const captchaId = this.captchaShown ? this.captcha?.captchaId : undefined;
    this.pendingAccount = request.username.trim();
    this.pendingPurpose = request.purpose;
    const attempt = await this.useCases.login.execute({ ...request, ...(captchaId ? { captchaId } : {}) }, this.loginState, (state) =>
      runInAction(() => (this.loginState = state)),
    );
    return this.settle(attempt);
  }

  /** The second factor of a login from a new IP. */
  async answerChallenge(factor: SecondFactor, answer: string): Promise<LoginState> {
    this.answering = true;
    const attempt = await this.useCases.answerChallenge.execute({
      state: this.loginState,
      factor,
      answer,
      account: this.pendingAccount,
      purpose: this.pendingPurpose,
    });
    runInAction(() => {
      this.answering = false;
      this.loginState = attempt.state;
    });
    return this.settle(attempt);
  }

  sendChallengeCode(factor: 'sms' | 'email'): Promise<Result<{ sentTo: string }>> {
    return this.useCases.sendChallengeCode.execute(this.loginState, factor);
  }

  dismissLoginNotice(): void {
    this.previousLoginAt = null;
  }

  private async settle({ state, previousLoginAt }: LoginAttempt): Promise<LoginState> {
    if (state.step === 'failed') {
      if (state.captchaShown) await this.fetchCaptcha();
      return state;
    }
    if (state.step === 'second_factor') return state;
    await this.reloadMember();
    runInAction(() => {
      this.captcha = null;
      this.loginState = initialLoginState;
      this.previousLoginAt = previousLoginAt;
      if (state.step === 'change_password') this.ui.forcePasswordChange(true);
      else this.ui.close();
    });
    return state;
  }

  async register(request: RegisterRequest): Promise<Result<{ account: string }>> {
    return this.registered(await this.useCases.register.execute(request, this.system.registerRules));
  }

  async registerMobile(request: MobileRegistrationInput, countries: readonly DialingCountry[]): Promise<Result<{ account: string }>> {
    const rules = {
      countries,
      codeRequired: this.system.feature('REGMOBVERF3'),
      passwordPair: this.system.feature('MOBILENUMPASSREG3'),
      password: this.system.passwordPattern,
    };
    return this.registered(await this.useCases.registerMobile.execute(request, rules));
  }

  private async registered(result: Result<{ account: string }>): Promise<Result<{ account: string }>> {
    if (result.ok) {
      await this.reloadMember();
      runInAction(() => {
        this.ui.close();
        this.ui.confirm({ key: 'notice.welcome', params: { account: result.value.account, site: { key: 'brand.name' } } });
        if ((this.system.status?.register.zaloBonus ?? 0) > 0) this.ui.open('zalo');
      });
    }
    return result;
  }

  async logout(): Promise<void> {
    await this.useCases.signOut.execute();
    runInAction(() => {
      this.member = null;
      this.previousLoginAt = null;
      this.ui.close();
    });
  }

  async startTrial(): Promise<Result<{ account: string }>> {
    this.startingTrial = true;
    const result = await this.useCases.startTrial.execute();
    if (result.ok) await this.reloadMember();
    runInAction(() => {
      this.startingTrial = false;
      if (result.ok) this.ui.confirm({ key: 'notice.trialStarted' });
    });
    return result;
  }

  async changePassword(form: ChangePasswordForm): Promise<Result<null>> {
    const result = await this.useCases.changePassword.execute(form, this.system.passwordPattern);
    if (result.ok) {
      await this.reloadMember();
      runInAction(() => {
        this.ui.passwordChanged();
        this.ui.confirm({ key: 'notice.passwordChanged' });
      });
    }
    return result;
  }

  async refreshBalance(): Promise<void> {
    this.refreshingBalance = true;
    await this.reloadMember();
    runInAction(() => (this.refreshingBalance = false));
  }

  /** Visitors get the login popup, trial users the real-account prompt. */
  guard(): GuardDecision {
    const decision = guardProtectedAction(this.role);
    if (decision === 'open_login') this.ui.open('login');
    if (decision === 'need_true_account') this.ui.open('needTrueAccount');
    return decision;
  }

  resetLoginFlow(): void {
    this.loginState = initialLoginState;
    this.captcha = null;
  }

  private async fetchCaptcha(): Promise<void> {
    const result = await this.gateway.captcha();
    if (result.ok) runInAction(() => (this.captcha = result.value));
  }

  /** The session is over on the server: forget the member and say why. */
  sessionEnded(reason: Failure): void {
    this.member = null;
    this.previousLoginAt = null;
    this.endNotice = reason;
  }

  dismissEndNotice(): void {
    this.endNotice = null;
  }

  async reloadMember(): Promise<void> {
    const result = await this.useCases.loadMember.execute();
    runInAction(() => {
      this.member = result.ok ? result.value : null;
      if (!result.ok && result.error.code === 'protection.session_time_limit') this.endNotice = result.error;
      if (result.ok && result.value.mustChangePassword && this.ui.modal !== 'changePassword') this.ui.forcePasswordChange(true);
    });
  }

  /** The language the server now keeps for the member. */
  applyLanguage(language: string): void {
    if (this.member) this.member = { ...this.member, language };
  }

  /** The unread count the badges show, as the inbox last reported it. */
  applyUnread(count: number): void {
    if (this.member) this.member = { ...this.member, unreadCount: count };
  }

  /** A new available balance of one of the member's wallets: the header shows the main wallet's. */
  applyBalance(code: string, available: bigint): void {
    if (this.member && code === LEDGER_CODES.memberMain(this.member.id)) this.member = { ...this.member, balance: available };
  }
}
