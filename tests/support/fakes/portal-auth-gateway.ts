import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { AuthGateway } from '../../../core/portal/access/ports';
import type { CaptchaImage, ChallengeAnswerRequest, HumanChallenge, LoginRequest, LoginResponse, MemberInfo, MobileRegisterRequest, RegisterRequest, SessionResponse } from '../../../core/portal/access/types';

type Answer<T> = Result<T> | (() => Result<T>);

/**
 * The portal's view of the server, scripted per call: each method answers what the test set
 * (a default otherwise) and records what it was sent.
 */
export class FakeAuthGateway implements AuthGateway {
  readonly calls: { method: keyof AuthGateway; request?: unknown }[] = [];

  loginAnswer: Answer<LoginResponse> = ok({ token: 'server-token', firstTimeLogin: false, passwordExpired: false, mustChangePassword: false, previousLoginAt: null });
  answerChallengeAnswer: Answer<SessionResponse> = ok({ token: 'server-token', firstTimeLogin: false, passwordExpired: false, mustChangePassword: false, previousLoginAt: '2026-01-14T08:00:00.000Z' });
  sendChallengeCodeAnswer: Answer<{ sentTo: string }> = ok({ sentTo: '+92********67' });
  logoutAnswer: Answer<null> = ok(null);
  registerAnswer: Answer<{ id: number; account: string; token: string | null }> = ok({ id: 10_000_001, account: 'alice1', token: 'server-token' });
  memberAnswer: Answer<MemberInfo> = fail('access.not_logged_in');
  changePasswordAnswer: Answer<{ token: string | null }> = ok({ token: 'rotated-token' });
  freePlayAnswer: Answer<{ token: string; account: string }> = ok({ token: 'trial-token', account: 'trial_0a0b0c0d0e0f' });
  captchaAnswer: Answer<CaptchaImage> = ok({ captchaId: 'c1', image: 'data:image/svg+xml;base64,' });
  challengeAnswer: Answer<HumanChallenge> = ok({ algorithm: 'SHA-256', challenge: 'ch', maxnumber: 10, salt: 's', signature: 'sig' });

  count(method: keyof AuthGateway): number {
    return this.calls.filter((c) => c.method === method).length;
  }

  last(method: keyof AuthGateway): unknown {
    return this.calls.filter((c) => c.method === method).at(-1)?.request;
  }

  async login(request: LoginRequest): Promise<Result<LoginResponse>> {
    return this.answer('login', this.loginAnswer, request);
  }
  async answerChallenge(request: ChallengeAnswerRequest): Promise<Result<SessionResponse>> {
    return this.answer('answerChallenge', this.answerChallengeAnswer, request);
  }
  async sendChallengeCode(challengeId: string, factor: 'sms' | 'email'): Promise<Result<{ sentTo: string }>> {
    return this.answer('sendChallengeCode', this.sendChallengeCodeAnswer, { challengeId, factor });
  }
  async logout(): Promise<Result<null>> {
    return this.answer('logout', this.logoutAnswer);
  }
  async registerMobile(request: MobileRegisterRequest): Promise<Result<{ id: number; account: string; token: string | null }>> {
    return this.answer('registerMobile', this.registerAnswer, request);
  }

  async register(request: RegisterRequest): Promise<Result<{ id: number; account: string; token: string | null }>> {
    return this.answer('register', this.registerAnswer, request);
  }
  async memberInfo(): Promise<Result<MemberInfo>> {
    return this.answer('memberInfo', this.memberAnswer);
  }
  async changePassword(request: { oldPassword: string; newPassword: string; confirmNewPassword: string }): Promise<Result<{ token: string | null }>> {
    return this.answer('changePassword', this.changePasswordAnswer, request);
  }
  async freePlay(): Promise<Result<{ token: string; account: string }>> {
    return this.answer('freePlay', this.freePlayAnswer);
  }
  async captcha(): Promise<Result<CaptchaImage>> {
    return this.answer('captcha', this.captchaAnswer);
  }
  async humanChallenge(): Promise<Result<HumanChallenge>> {
    return this.answer('humanChallenge', this.challengeAnswer);
  }

  private answer<T>(method: keyof AuthGateway, answer: Answer<T>, request?: unknown): Result<T> {
    this.calls.push(request === undefined ? { method } : { method, request });
    return typeof answer === 'function' ? answer() : answer;
  }
}
