import { beforeEach, describe, expect, it } from 'vitest';
import type { SmsCodeGateway } from '../../../core/portal/access/request-sms-code';
import { expectAllLoggedOut, expectRefused, valueOf } from './portal-results';

export interface SmsCodeGatewayFixture {
  /** A member's session, on an operator with the default settings (codes to log in, register and reset off). */
  readonly gateway: SmsCodeGateway;
  /** A mobile number (ten digits, Pakistan) no account has. */
  mobileNumber(): string;
  /** The same routes for a trial account's session, and for a caller with no session. */
  readonly trial: SmsCodeGateway;
  readonly anonymous: SmsCodeGateway;
}

/** The portal's SmsCodeGateway: the api client against a real server, and the fake the SMS button's use case runs on. */
export function smsCodeGatewayContract(fresh: () => Promise<SmsCodeGatewayFixture>): void {
  describe('SmsCodeGateway contract', () => {
    let f: SmsCodeGatewayFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('lists the countries a number may come from: the dialling code and the lengths a number may have', async () => {
      const countries = valueOf(await f.anonymous.dialingCountries());
      expect(countries.length).toBeGreaterThan(0);
      for (const c of countries)
        expect(c).toEqual({
          country: expect.stringMatching(/^[A-Z]{2}$/),
          dialingCode: expect.stringMatching(/^\+[0-9]+$/),
          digits: expect.arrayContaining([expect.any(Number)]),
        });
      expect(countries.find((c) => c.dialingCode === '+92')?.digits).toContain(10);
    });

    it('codes to log in, register and reset a password are off by default: verification.function_not_enabled, with a session or without', async () => {
      for (const gateway of [f.gateway, f.anonymous]) {
        for (const purpose of ['login', 'register', 'reset'] as const)
          expectRefused(await gateway.requestSmsCode(purpose, f.mobileNumber(), '+92'), 'verification.function_not_enabled');
      }
    });

    it("a code to bind a number answers the minutes it lives; a number that is not one is refused on its field; only a member's session may ask", async () => {
      const sent = valueOf(await f.gateway.requestSmsCode('bind', f.mobileNumber(), '+92'));
      expect(sent.expiredMinutes).toBeGreaterThan(0);
      expectRefused(await f.gateway.requestSmsCode('bind', '12', '+92'), 'verification.phone_invalid', { field: 'mobileNum' });
      expectRefused(await f.gateway.requestSmsCode('bind', '  ', '+92'), 'verification.phone_missing', { field: 'mobileNum' });
      expectRefused(await f.gateway.requestSmsCode('bind', f.mobileNumber(), '+999'), 'verification.dialing_code_unsupported', { field: 'countryDialingCode' });
      expectRefused(await f.trial.requestSmsCode('bind', f.mobileNumber(), '+92'), 'access.need_true_account');
      await expectAllLoggedOut([() => f.anonymous.requestSmsCode('bind', f.mobileNumber(), '+92')]);
    });
  });
}
