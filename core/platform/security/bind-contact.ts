import { outboundText } from '../../domain/messaging/templates';
import { outgoingMessage } from '../../domain/messaging/outgoing-message';
import { languageOf } from '../access/account';
import { checkPattern } from '../../domain/access/patterns';
import type { Clock, Random } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { PortalSettings } from '../../domain/system/settings';
import { newCode } from '../../domain/verification/code';
import { normalizeMobile } from '../../domain/verification/phone';
import { SEND_LIMITS, sendRefusal } from '../../domain/verification/send-throttle';
import type { Principal } from '../access/authenticate';
import type { AccountRepository } from '../access/ports';
import type { SettingsRepository } from '../system/ports';
import { answerCode } from '../verification/answer-code';
import type { CodeHasher, Postbox, VerificationCodes } from '../verification/ports';
import { memberOnly } from './member-only';

export type ContactRequest =
  { readonly kind: 'mobile'; readonly mobileNum: string; readonly countryDialingCode: string } | { readonly kind: 'email'; readonly email: string };

interface ContactDeps {
  readonly accounts: AccountRepository;
  readonly codes: VerificationCodes;
  readonly codeHasher: CodeHasher;
  readonly postbox: Postbox;
  readonly settings: SettingsRepository;
  readonly clock: Clock;
  readonly random: Random;
}

const PURPOSE = { mobile: 'bind_mobile', email: 'bind_email' } as const;
const EMAIL_PATTERN = { id: 'email', min: 5, max: 100 };

/** The address a request names, normalised; the same address may not serve two accounts' mobiles. */
async function destinationOf(deps: ContactDeps, caller: Principal, request: ContactRequest, settings: PortalSettings): Promise<Result<string>> {
  if (request.kind === 'email') {
    const email = checkPattern(request.email.trim().toLowerCase(), EMAIL_PATTERN);
    if (!email.ok) return fail(email.error.code, { ...email.error, field: 'email' });
    return email.value === caller.account.email ? fail('security.contact_unchanged', { field: 'email' }) : email;
  }
  const mobile = normalizeMobile(request.countryDialingCode, request.mobileNum, settings.sms.countries);
  if (!mobile.ok) return mobile;
  if (mobile.value === caller.account.mobileNum) return fail('security.contact_unchanged', { field: 'mobileNum' });
  const holder = await deps.accounts.findByMobile(mobile.value);
  return holder && holder.id !== caller.account.id ? fail('security.mobile_taken', { field: 'mobileNum' }) : mobile;
}

/** A code is kept per account and address, so only the member who asked for it can use it. */
const codeKey = (caller: Principal, destination: string) => `${caller.account.id}:${destination}`;

/**
 * Sends a code to a new mobile number or email address the member wants to bind, throttled like
 * every code (per address and per IP); the answer says how many minutes the code lives.
 */
export class SendContactCode {
  constructor(private readonly deps: ContactDeps) {}

  async execute(caller: Principal, request: ContactRequest, ip: string): Promise<Result<{ expiredMinutes: number }>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    const { deps } = this;
    const settings = await deps.settings.load();
    const destination = await destinationOf(deps, caller, request, settings);
    if (!destination.ok) return destination;
    if (!deps.postbox.open) return fail('verification.no_gateway');
    const now = deps.clock.now();
    const key = codeKey(caller, destination.value);
    const refusal = sendRefusal(await deps.codes.history(key, ip, new Date(now.getTime() - SEND_LIMITS.windowMs)), now);
    if (refusal) return fail(refusal, { params: { minutes: 5 } });
    const minutes = settings.sms.expiredMinutes;
    const purpose = PURPOSE[request.kind];
    const code = newCode(deps.random);
    const mobile = request.kind === 'mobile';
    const text = outboundText('bind_code', languageOf(caller.account, settings.defaultLang), {
      merchant: settings.merchantName,
      secret: code,
      minutes,
      account: caller.account.username,
      mobile,
    });
    const message = outgoingMessage(mobile ? 'sms' : 'email', destination.value, text);
    await deps.codes.issue(
      { purpose, destination: key, codeHash: deps.codeHasher.hash(purpose, key, code), ip, expiresAt: new Date(now.getTime() + minutes * 60_000) },
      message,
    );
    return ok({ expiredMinutes: minutes });
  }
}

/** Binds the mobile number or email address once the member types the code it received. */
export class BindContact {
  constructor(private readonly deps: ContactDeps) {}

  async execute(caller: Principal, request: ContactRequest & { readonly code: string }): Promise<Result<{ kind: 'mobile' | 'email'; value: string }>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    const { deps } = this;
    const destination = await destinationOf(deps, caller, request, await deps.settings.load());
    if (!destination.ok) return destination;
    const answered = await answerCode(deps, PURPOSE[request.kind], codeKey(caller, destination.value), request.code);
    if (!answered.ok) return answered;
    const contact = { kind: request.kind, value: destination.value };
    await deps.accounts.setContact(caller.account.id, contact);
    return ok(contact);
  }
}
