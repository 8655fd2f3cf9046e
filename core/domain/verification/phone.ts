import { fail, ok, type Result } from '../kernel/result';

/** A country the operator accepts numbers from, with how many national digits its mobiles have. */
export interface DialingCountry {
  readonly country: string;
  readonly dialingCode: string;
  readonly digits: readonly number[];
}

/**
 * A mobile number in E.164 form from the country's dialing code and the national number: spaces
 * and dashes dropped, one leading trunk zero dropped, the digit count checked for the country.
 */
export function normalizeMobile(dialingCode: string, mobile: string, countries: readonly DialingCountry[]): Result<string> {
  const raw = mobile.trim();
  if (raw === '') return fail('verification.phone_missing', { field: 'mobileNum' });
  const country = countries.find((c) => c.dialingCode === dialingCode.trim().replace(/^\+?/, '+'));
  if (!country) return fail('verification.dialing_code_unsupported', { field: 'countryDialingCode' });
  const digits = raw.replace(/[\s-]/g, '').replace(/^0/, '');
  if (!/^[0-9]+$/.test(digits) || !country.digits.includes(digits.length)) return fail('verification.phone_invalid', { field: 'mobileNum' });
  return ok(`${country.dialingCode}${digits}`);
}
