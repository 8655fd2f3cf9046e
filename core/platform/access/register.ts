import { registrationRulesOf, validateRegistration, type OptionalRegisterField, type RegistrationInput } from '../../domain/access/registration';
import { normalizeUsername } from '../../domain/access/credentials';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { refusalFor, systemStateFor } from '../../domain/system/system-state';
import type { AccessDeps, Caller } from './deps';
import { completeLogin } from './complete-login';
import { placementOf } from '../agency/affiliate-links';
import { type AffiliateLinks } from '../agency/ports';
import { parseLimitValue, type LimitPeriod } from '../../domain/protection/limits';
import { requestChange, NO_LIMIT } from '../../domain/protection/cooling-off';
import { changeProtection } from '../protection/change-protection';

export interface RegisterCommand extends RegistrationInput {
  readonly verification?: string;
  /** Log the new member in at once (the web's auto-login). */
  readonly login: boolean;
  /** An optional deposit limit the new member sets at once (major units). */
  readonly depositLimit?: { readonly period: LimitPeriod; readonly value: string };
}

export interface Registered {
  readonly id: number;
  readonly account: string;
  readonly token: string | null;
}

export const REGISTER_RATE = { limit: 10, windowMs: 3_600_000 };
const MEMBER_TYPE = 0;

/** An agent's referral link places the new account under the agent (the links are absent where no agency is wired). */
export type RegisterDeps = AccessDeps & { readonly affiliates?: Pick<AffiliateLinks, 'findByCode'> };

export class Register {
  constructor(private readonly deps: RegisterDeps) {}

  async execute(command: RegisterCommand, caller: Caller): Promise<Result<Registered>> {
    const { deps } = this;
    const settings = await deps.settings.load();
    const refusal = refusalFor(systemStateFor(settings, caller.ip), 'visitor');
    if (refusal) return fail(refusal);
    const valid = validateRegistration(command, registrationRulesOf(settings.register));
    if (!valid.ok) return valid;
    const depositLimit = command.depositLimit
      ? parseLimitValue(`deposit:${command.depositLimit.period}`, command.depositLimit.value, settings.currency.scale)
      : null;
    if (depositLimit && !depositLimit.ok) return fail(depositLimit.error.code, { ...depositLimit.error, field: 'depositLimit' });
    if (!(await deps.limiter.hit(`register:ip:${caller.ip}`, REGISTER_RATE.limit, REGISTER_RATE.windowMs))) return fail('access.too_many_requests');
    if (!(await deps.human.verify(command.verification ?? ''))) return fail('access.human_verification_failed');
    const { fields } = valid.value;
    const placement = await placementOf(deps.affiliates, valid.value.referralCode, settings.agentTypes);
    const account = await deps.accounts.create({
      username: normalizeUsername(valid.value.username),
      nickname: valid.value.username,
      type: placement?.type ?? MEMBER_TYPE,
      ...(placement ? { uplineId: placement.uplineId, affiliateLinkId: placement.affiliateLinkId } : {}),
      passwordHash: await deps.hasher.hash(valid.value.password),
      isDefaultPassword: valid.value.password === settings.defaultWeakPassword,
      email: fields.email ?? null,
      mobileNum: fields.mobileNum ?? null,
      profile: profileOf(fields, valid.value.referralCode),
      paymentPasswordHash: fields.paymentPassword ? await deps.hasher.hash(fields.paymentPassword) : null,
      registerIp: caller.ip,
    });
    if (!account) return fail('access.username_taken', { field: 'username' });
    await deps.ledger.openMainWallet(account.id, settings.currency.code);
    if (command.depositLimit && depositLimit?.ok && depositLimit.value !== null) {
      const key = `deposit:${command.depositLimit.period}` as const;
      await changeProtection(deps, account.id, { accountId: account.id }, (record, now) => ({
        ...record,
        limits: { [key]: requestChange(NO_LIMIT, depositLimit.value, now) },
      }));
    }
    const token = command.login ? (await completeLogin(deps, settings, account, caller, { method: 'registration', factor: null })).token : null;
    return ok({ id: account.id, account: account.username, token });
  }
}

function profileOf(fields: Partial<Record<OptionalRegisterField, string>>, referralCode: string | undefined): Record<string, string> {
  const { email: _email, mobileNum: _mobile, paymentPassword: _payment, ...rest } = fields;
  return { ...rest, ...(referralCode ? { referralCode } : {}) };
}
