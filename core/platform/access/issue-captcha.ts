import { fail, ok, type Result } from '../../domain/kernel/result';
import type { AccessDeps, Caller } from './deps';
import type { CaptchaImage } from './ports';

/** Captcha refresh at most once per second. */
export const CAPTCHA_RATE = { limit: 1, windowMs: 1000 };

export class IssueCaptcha {
  constructor(private readonly deps: Pick<AccessDeps, 'captcha' | 'limiter'>) {}

  async execute(caller: Caller): Promise<Result<CaptchaImage>> {
    if (!(await this.deps.limiter.hit(`captcha:ip:${caller.ip}`, CAPTCHA_RATE.limit, CAPTCHA_RATE.windowMs))) return fail('access.too_many_requests');
    return ok(await this.deps.captcha.issue());
  }
}
