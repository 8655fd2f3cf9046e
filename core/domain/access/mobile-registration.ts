import { fail, ok, type Failure, type Result } from '../kernel/result';
import { normalizeMobile, type DialingCountry } from '../verification/phone';
import { checkCodeShape } from '../verification/code';
import { charLength, checkPattern, type FieldPattern } from './patterns';
import { PASSWORD_MAX } from './credentials';

/** Mobile registration (registerMobile, MOBILENUMREG3): a phone number instead of a username. */
export interface MobileRegistrationInput {
  readonly countryDialingCode: string;
  readonly mobileNum: string;
  readonly code: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly termsAccepted: boolean;
  readonly referralCode?: string;
}

export interface MobileRegistrationRules {
  readonly countries: readonly DialingCountry[];
  /** REGMOBVERF3: the number is proved with a code sent to it. */
  readonly codeRequired: boolean;
  /** MOBILENUMPASSREG3: the player also chooses a password (else signs in by SMS code). */
  readonly passwordPair: boolean;
  readonly password: FieldPattern;
}

export interface ValidMobileRegistration {
  /** E.164, e.g. +923001234567. */
  readonly mobile: string;
  readonly code: string | null;
  readonly password: string | null;
  readonly referralCode?: string;
}

/**
 * Checks a mobile registration against the operator's flags; fields the flags do not ask for are
 * ignored. Every field failure is returned, the first being the overall error.
 */
export function validateMobileRegistration(input: MobileRegistrationInput, rules: MobileRegistrationRules): Result<ValidMobileRegistration> {
  const failures: Failure[] = [];
  if (!input.termsAccepted) failures.push({ code: 'validation.terms_required', field: 'terms' });
  const mobile = normalizeMobile(input.countryDialingCode, input.mobileNum, rules.countries);
  if (!mobile.ok) failures.push(mobile.error);
  let code: string | null = null;
  if (rules.codeRequired) {
    const shaped = checkCodeShape(input.code);
    if (shaped.ok) code = shaped.value;
    else failures.push({ ...shaped.error, field: 'code' });
  }
  let password: string | null = null;
  if (rules.passwordPair) {
    password = input.password.trim();
    const confirm = input.confirmPassword.trim();
    if (password === '') failures.push({ code: 'validation.required', field: 'password' });
    else if (charLength(password) > PASSWORD_MAX) failures.push({ code: 'validation.too_long', field: 'password', params: { max: PASSWORD_MAX } });
    else {
      const checked = checkPattern(password, rules.password);
      if (!checked.ok) failures.push({ ...checked.error, field: 'password' });
    }
    if (confirm === '') failures.push({ code: 'validation.required', field: 'confirmPassword' });
    else if (confirm !== password) failures.push({ code: 'validation.confirm_mismatch', field: 'confirmPassword' });
  }
  const referralCode = input.referralCode?.trim();
  if (referralCode && !/^[A-Za-z0-9_-]{1,32}$/.test(referralCode)) failures.push({ code: 'validation.invalid_referral_code', field: 'referralCode' });
  const [first] = failures;
  if (first || !mobile.ok) return fail(first!.code, { ...first, value: { errors: failures } });
  return ok({ mobile: mobile.value, code, password, ...(referralCode ? { referralCode } : {}) });
}

/** The username a mobile-registered account gets: 'm' and the number's digits, e.g. m923001234567. */
export function usernameForMobile(mobile: string): string {
  return `m${mobile.replace(/\D/g, '')}`;
}
