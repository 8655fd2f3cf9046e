import { checkPattern } from '../../../core/domain/access/patterns';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import { checkCodeShape } from '../../../core/domain/verification/code';
import { normalizeMobile } from '../../../core/domain/verification/phone';
import type { DialingCountry, SmsCodeGateway, SmsCodePurpose } from '../../../core/portal/access/request-sms-code';
import type { ContactBinding, SecurityGateway } from '../../../core/portal/security/ports';
import { defaultSettings } from './settings';
import { sessionRefusal } from './portal-answers';

type ContactCalls = Pick<SecurityGateway, 'requestEmailCode' | 'bindContact'>;

const EMAIL_PATTERN = { id: 'email', min: 5, max: 100 } as const;

/**
 * Codes by SMS and email as the server sends and checks them, in memory, keeping the
 * SmsCodeGateway and contact-binding contracts (tests/contract/suites/portal-sms-code-gateway.ts,
 * portal-contact-binding.ts): the operator's countries and code lifetime, login, register and reset
 * codes off until a test switches them on (`enabled`), a binding code only for a member's session,
 * a code binds the address it was sent to, after which that address is the member's (unchanged
 * if asked again). `codeSentTo` reads what was sent (the outbox).
 * `role` is whose session calls (null: none). Records every call.
 */
export class InMemoryContactCodes implements SmsCodeGateway, ContactCalls {
  readonly calls: { method: keyof SmsCodeGateway | keyof ContactCalls; args: unknown[] }[] = [];
  readonly enabled = new Set<Exclude<SmsCodePurpose, 'bind'>>();
  role: 'member' | 'trial' | null = 'member';
  private readonly sms = defaultSettings().sms;
  private readonly sent = new Map<string, string>();
  /** The member's bound email address and mobile number. */
  readonly bound: { email: string | null; mobile: string | null } = { email: null, mobile: null };

  /** The last code sent to this normalised number (+92…) or address. */
  codeSentTo(destination: string): string | undefined {
    return this.sent.get(destination);
  }

  async requestSmsCode(purpose: SmsCodePurpose, mobileNum: string, countryDialingCode: string): Promise<Result<{ expiredMinutes: number }>> {
    this.calls.push({ method: 'requestSmsCode', args: [purpose, mobileNum, countryDialingCode] });
    if (purpose === 'bind') {
      const refused = sessionRefusal(this.role);
      if (refused) return refused;
    } else if (!this.enabled.has(purpose)) return fail('verification.function_not_enabled');
    const mobile =
      purpose === 'bind'
        ? this.destinationOf({ kind: 'mobile', mobileNum, countryDialingCode })
        : normalizeMobile(countryDialingCode, mobileNum, this.sms.countries);
    return mobile.ok ? this.send(mobile.value) : mobile;
  }

  async dialingCountries(): Promise<Result<DialingCountry[]>> {
    this.calls.push({ method: 'dialingCountries', args: [] });
    return ok(this.sms.countries.map((c) => ({ ...c, digits: [...c.digits] })));
  }

  async requestEmailCode(email: string): Promise<Result<{ expiredMinutes: number }>> {
    this.calls.push({ method: 'requestEmailCode', args: [email] });
    const refused = sessionRefusal(this.role);
    if (refused) return refused;
    const address = this.destinationOf({ kind: 'email', email });
    return address.ok ? this.send(address.value) : address;
  }

  async bindContact(binding: ContactBinding): Promise<Result<{ kind: 'mobile' | 'email'; value: string }>> {
    this.calls.push({ method: 'bindContact', args: [binding] });
    const refused = sessionRefusal(this.role);
    if (refused) return refused;
    const destination = this.destinationOf(binding);
    if (!destination.ok) return destination;
    const code = checkCodeShape(binding.code);
    if (!code.ok) return code;
    if (this.sent.get(destination.value) !== code.value) return fail('verification.code_invalid', { field: 'code' });
    this.sent.delete(destination.value);
    this.bound[binding.kind] = destination.value;
    return ok({ kind: binding.kind, value: destination.value });
  }

  /** The address normalised, unless it is not one or is the member's already. */
  private destinationOf(contact: { kind: 'email'; email: string } | { kind: 'mobile'; mobileNum: string; countryDialingCode: string }): Result<string> {
    const field = contact.kind === 'email' ? 'email' : 'mobileNum';
    const address =
      contact.kind === 'email'
        ? checkPattern(contact.email.trim().toLowerCase(), EMAIL_PATTERN)
        : normalizeMobile(contact.countryDialingCode, contact.mobileNum, this.sms.countries);
    if (!address.ok) return contact.kind === 'email' ? fail(address.error.code, { ...address.error, field }) : address;
    return address.value === this.bound[contact.kind] ? fail('security.contact_unchanged', { field }) : address;
  }

  private send(destination: string): Result<{ expiredMinutes: number }> {
    this.sent.set(destination, String(100_000 + this.calls.length).slice(-6));
    return ok({ expiredMinutes: this.sms.expiredMinutes });
  }
}
