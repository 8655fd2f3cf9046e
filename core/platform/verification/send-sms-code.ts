import { outboundText } from '../../domain/messaging/templates';
import { outgoingMessage } from '../../domain/messaging/outgoing-message';
import { languageOf } from '../access/account';
import { isFeatureEnabled } from '../../domain/system/settings';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Clock, Random } from '../../domain/kernel/ports';
import { newCode } from '../../domain/verification/code';
import { normalizeMobile } from '../../domain/verification/phone';
import { SEND_LIMITS, sendRefusal } from '../../domain/verification/send-throttle';
import type { AccountRepository } from '../access/ports';
import type { SettingsRepository } from '../system/ports';
import type { CodeHasher, Postbox, SmsFlow, VerificationCodes } from './ports';

export interface SmsCodeRequest {
  readonly mobileNum: string;
  readonly countryDialingCode: string;
}

interface SendSmsCodeDeps {
  readonly accounts: Pick<AccountRepository, 'findByMobile'>;
  readonly codes: VerificationCodes;
  readonly codeHasher: CodeHasher;
  readonly postbox: Postbox;
  readonly settings: SettingsRepository;
  readonly clock: Clock;
  readonly random: Random;
}

/** The feature flag that switches each kind of code on. */
const FLAG: Record<SmsFlow, string> = { sms_login: 'SMSLOGIN', sms_register: 'REGMOBVERF3', sms_reset: 'CHNGPASSVERIF3' };

/**
 * Sends a fresh six-digit code by SMS and answers how many minutes it lives (the button's
 * countdown). The answer, and the work before it, are the same whether or not an account has the
 * number, and never wait on delivery (the message is queued), so nobody learns which numbers are
 * registered; too many requests for a number or from an IP are refused.
 */
export class SendSmsCode {
  constructor(private readonly deps: SendSmsCodeDeps) {}

  async execute(purpose: SmsFlow, request: SmsCodeRequest, ip: string): Promise<Result<{ expiredMinutes: number }>> {
    const { deps } = this;
    const settings = await deps.settings.load();
    if (!isFeatureEnabled(settings.whitelabel, FLAG[purpose])) return fail('verification.function_not_enabled');
    const mobile = normalizeMobile(request.countryDialingCode, request.mobileNum, settings.sms.countries);
    if (!mobile.ok) return mobile;
    if (!deps.postbox.open) return fail('verification.no_gateway');
    const now = deps.clock.now();
    const history = await deps.codes.history(mobile.value, ip, new Date(now.getTime() - SEND_LIMITS.windowMs));
    const refusal = sendRefusal(history, now);
    if (refusal) return fail(refusal, { params: { minutes: 5 } });
    const minutes = settings.sms.expiredMinutes;
    const account = await deps.accounts.findByMobile(mobile.value);
    const code = newCode(deps.random);
    const text = outboundText('code', languageOf(account, settings.defaultLang), { merchant: settings.merchantName, secret: code, minutes });
    // A number without an account gets a code made and kept too, only with no message: it counts
    // against the number's and the IP's limits like any other, and the request does the same work.
    const message = purpose === 'sms_register' || account ? outgoingMessage('sms', mobile.value, text) : null;
    await deps.codes.issue(
      {
        purpose,
        destination: mobile.value,
        codeHash: deps.codeHasher.hash(purpose, mobile.value, code),
        ip,
        expiresAt: new Date(now.getTime() + minutes * 60_000),
      },
      message,
    );
    return ok({ expiredMinutes: minutes });
  }
}
