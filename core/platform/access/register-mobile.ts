import { placementOf } from '../agency/affiliate-links';
import { usernameForMobile, validateMobileRegistration, type MobileRegistrationInput } from '../../domain/access/mobile-registration';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { isFeatureEnabled } from '../../domain/system/settings';
import { refusalFor, systemStateFor } from '../../domain/system/system-state';
import { answerCode, type AnswerCodeDeps } from '../verification/answer-code';
import { completeLogin } from './complete-login';
import type { AccessDeps, Caller } from './deps';
import { REGISTER_RATE, type Registered, type RegisterDeps } from './register';

export interface RegisterMobileCommand extends MobileRegistrationInput {
  /** A solved human check; asked for only when no SMS code proves the number. */
  readonly verification?: string;
  readonly login: boolean;
}

const MEMBER_TYPE = 0;

/**
 * Registration by mobile number (PUT /wps/member/register/mobile), when the operator
 * offers it (MOBILENUMREG3). The number is proved by a registration code when REGMOBVERF3 is on,
 * else by a human check; without MOBILENUMPASSREG3 the account gets an unguessable password and
 * signs in by SMS code or sets a password through recovery. One account per number.
 */
export class RegisterMobile {
  constructor(private readonly deps: RegisterDeps & AnswerCodeDeps) {}

  async execute(command: RegisterMobileCommand, caller: Caller): Promise<Result<Registered>> {
    const { deps } = this;
    const settings = await deps.settings.load();
    const refusal = refusalFor(systemStateFor(settings, caller.ip), 'visitor');
    if (refusal) return fail(refusal);
    if (!isFeatureEnabled(settings.whitelabel, 'MOBILENUMREG3')) return fail('verification.function_not_enabled');
    const codeRequired = isFeatureEnabled(settings.whitelabel, 'REGMOBVERF3');
    const valid = validateMobileRegistration(command, {
      countries: settings.sms.countries,
      codeRequired,
      passwordPair: isFeatureEnabled(settings.whitelabel, 'MOBILENUMPASSREG3'),
      password: settings.register['password']?.acceptedPattern ?? '*',
    });
    if (!valid.ok) return valid;
    if (!(await deps.limiter.hit(`register:ip:${caller.ip}`, REGISTER_RATE.limit, REGISTER_RATE.windowMs))) return fail('access.too_many_requests');
    const { mobile, code, password, referralCode } = valid.value;
    if (code !== null) {
      const answered = await answerCode(deps, 'sms_register', mobile, code);
      if (!answered.ok) return answered;
    } else if (!(await deps.human.verify(command.verification ?? ''))) return fail('access.human_verification_failed');
    if (await deps.accounts.findByMobile(mobile)) return fail('security.mobile_taken', { field: 'mobileNum' });
    const placement = await placementOf(deps.affiliates, referralCode ?? undefined, settings.agentTypes);
    const account = await deps.accounts.create({
      username: usernameForMobile(mobile),
      nickname: usernameForMobile(mobile),
      type: placement?.type ?? MEMBER_TYPE,
      ...(placement ? { uplineId: placement.uplineId, affiliateLinkId: placement.affiliateLinkId } : {}),
      passwordHash: await deps.hasher.hash(password ?? deps.tokens.issue().token),
      isDefaultPassword: false,
      email: null,
      mobileNum: mobile,
      profile: referralCode ? { referralCode } : {},
      paymentPasswordHash: null,
      registerIp: caller.ip,
    });
    if (!account) return fail('security.mobile_taken', { field: 'mobileNum' });
    await deps.ledger.openMainWallet(account.id, settings.currency.code);
    const token = command.login ? (await completeLogin(deps, settings, account, caller, { method: 'registration', factor: null })).token : null;
    return ok({ id: account.id, account: account.username, token });
  }
}
