import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { initialThrottle, throttleAt, type ThrottleState } from '../../domain/kernel/throttle';

export type SmsCodePurpose = 'login' | 'register' | 'reset' | 'bind';

export interface DialingCountry {
  readonly country: string;
  readonly dialingCode: string;
  readonly digits: readonly number[];
}

/** Codes by SMS on the server, and the countries numbers may come from. */
export interface SmsCodeGateway {
  requestSmsCode(purpose: SmsCodePurpose, mobileNum: string, countryDialingCode: string): Promise<Result<{ expiredMinutes: number }>>;
  dialingCountries(): Promise<Result<DialingCountry[]>>;
}

/** The request button is throttled to once a second. */
export const SMS_BUTTON_THROTTLE_MS = 1000;

/**
 * Asks the server to text a code and answers how long the button counts down: the code's
 * lifetime (expiredMinutes × 60 s). Presses within a second of the last accepted one are dropped.
 */
export class RequestSmsCode {
  private throttle: ThrottleState = initialThrottle;

  constructor(
    private readonly gateway: Pick<SmsCodeGateway, 'requestSmsCode'>,
    private readonly clock: Clock,
  ) {}

  async execute(purpose: SmsCodePurpose, mobileNum: string, countryDialingCode: string): Promise<Result<{ countdownSeconds: number }> | null> {
    const step = throttleAt(this.throttle, this.clock.now().getTime(), SMS_BUTTON_THROTTLE_MS);
    this.throttle = step.state;
    if (!step.accepted) return null;
    if (mobileNum.trim() === '') return fail('verification.phone_missing', { field: 'mobileNum' });
    const sent = await this.gateway.requestSmsCode(purpose, mobileNum.trim(), countryDialingCode);
    return sent.ok ? ok({ countdownSeconds: sent.value.expiredMinutes * 60 }) : sent;
  }
}
