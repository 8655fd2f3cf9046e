import type { Result } from '../../domain/kernel/result';
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
} from './types';

export interface AuthGateway {
  login(request: LoginRequest): Promise<Result<LoginResponse>>;
  answerChallenge(request: ChallengeAnswerRequest): Promise<Result<SessionResponse>>;
  sendChallengeCode(challengeId: string, factor: 'sms' | 'email'): Promise<Result<{ sentTo: string }>>;
  logout(): Promise<Result<null>>;
  register(request: RegisterRequest): Promise<Result<{ id: number; account: string; token: string | null }>>;
  registerMobile(request: MobileRegisterRequest): Promise<Result<{ id: number; account: string; token: string | null }>>;
  memberInfo(): Promise<Result<MemberInfo>>;
  changePassword(request: { oldPassword: string; newPassword: string; confirmNewPassword: string }): Promise<Result<{ token: string | null }>>;
  freePlay(): Promise<Result<{ token: string; account: string }>>;
  captcha(): Promise<Result<CaptchaImage>>;
  /** As hard as the server asks of `username`'s next login from here; without one, of this IP's. */
  humanChallenge(username?: string): Promise<Result<HumanChallenge>>;
}

/** Solves a proof-of-work challenge; returns the payload to send, or null if it could not. */
export interface HumanSolver {
  solve(challenge: HumanChallenge): Promise<string | null>;
}

/**
 * What survives a reload. The web keeps only a non-secret login flag (the token is in an HttpOnly
 * cookie); the CLI keeps the token in a 0600 file.
 */
export interface StoredSession {
  readonly account: string;
  readonly token: string | null;
}

export interface SessionStore {
  load(): StoredSession | null;
  save(session: StoredSession): void;
  clear(): void;
}
