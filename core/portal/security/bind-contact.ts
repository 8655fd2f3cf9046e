import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { initialThrottle, throttleAt, type ThrottleState } from '../../domain/kernel/throttle';
import { checkCodeShape } from '../../domain/verification/code';
import { SMS_BUTTON_THROTTLE_MS } from '../access/request-sms-code';
import type { ContactBinding, SecurityGateway } from './ports';

/** Binds a mobile number or email address with the code sent there; a code of the wrong shape is not sent. */
export class BindContact {
  constructor(private readonly gateway: SecurityGateway) {}

  async execute(binding: ContactBinding): Promise<Result<{ kind: 'mobile' | 'email'; value: string }>> {
    const code = checkCodeShape(binding.code);
    return code.ok ? this.gateway.bindContact({ ...binding, code: code.value }) : code;
  }
}

/** Mails a code to an address to bind, throttled like the SMS button; the answer is the countdown in seconds. */
export class RequestEmailCode {
  private throttle: ThrottleState = initialThrottle;

  constructor(
    private readonly gateway: SecurityGateway,
    private readonly clock: Clock,
  ) {}

  async execute(email: string): Promise<Result<{ countdownSeconds: number }> | null> {
    const step = throttleAt(this.throttle, this.clock.now().getTime(), SMS_BUTTON_THROTTLE_MS);
    this.throttle = step.state;
    if (!step.accepted) return null;
    if (email.trim() === '') return fail('validation.required', { field: 'email' });
    const sent = await this.gateway.requestEmailCode(email.trim());
    return sent.ok ? ok({ countdownSeconds: sent.value.expiredMinutes * 60 }) : sent;
  }
}
