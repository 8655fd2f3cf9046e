import { beforeEach, describe, expect, it } from 'vitest';
import type { SmsCodeGateway } from '../../../core/portal/access/request-sms-code';
import type { SecurityGateway } from '../../../core/portal/security/ports';
import { expectAllLoggedOut, expectRefused, failureOf, valueOf } from './portal-results';

/** The security centre's calls that bind a contact, and the SMS code they use. */
export type ContactBindingGateway = Pick<SecurityGateway, 'requestEmailCode' | 'bindContact'> & Pick<SmsCodeGateway, 'requestSmsCode'>;

export interface ContactBindingFixture {
  /** A member's session, no contact bound. */
  readonly gateway: ContactBindingGateway;
  /** A mobile number (ten digits, Pakistan) and an email address (lower case) no account has. */
  mobileNumber(): string;
  email(): string;
  /** The last code sent to this normalised number (+92…) or address. */
  codeSentTo(destination: string): Promise<string>;
  /** The same calls for a trial account's session, and for a caller with no session. */
  readonly trial: ContactBindingGateway;
  readonly anonymous: ContactBindingGateway;
}

/** The contact binding of the portal's SecurityGateway: the api client against a real server, and the fake the binding use cases run on. */
export function contactBindingContract(fresh: () => Promise<ContactBindingFixture>): void {
  describe('SecurityGateway contact binding contract', () => {
    let f: ContactBindingFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('the code sent to a new email address binds it; a wrong code is verification.code_invalid on code; the bound address again is security.contact_unchanged', async () => {
      const email = f.email();
      expect(valueOf(await f.gateway.requestEmailCode(` ${email.toUpperCase()} `)).expiredMinutes).toBeGreaterThan(0);
      const code = await f.codeSentTo(email);
      const wrong = code === '000000' ? '111111' : '000000';
      expectRefused(await f.gateway.bindContact({ kind: 'email', email, code: wrong }), 'verification.code_invalid', { field: 'code' });
      expect(await f.gateway.bindContact({ kind: 'email', email, code })).toEqual({ ok: true, value: { kind: 'email', value: email } });
      expectRefused(await f.gateway.bindContact({ kind: 'email', email, code }), 'security.contact_unchanged', { field: 'email' });
      expectRefused(await f.gateway.requestEmailCode(email), 'security.contact_unchanged', { field: 'email' });
    });

    it('the code sent by SMS to a new number binds it under its international form', async () => {
      const number = f.mobileNumber();
      valueOf(await f.gateway.requestSmsCode('bind', `0${number}`, '+92'));
      const code = await f.codeSentTo(`+92${number}`);
      expect(await f.gateway.bindContact({ kind: 'mobile', mobileNum: number, countryDialingCode: '+92', code })).toEqual({
        ok: true,
        value: { kind: 'mobile', value: `+92${number}` },
      });
    });

    it('an address that is not one, or a code of the wrong shape, is refused on its field', async () => {
      expect(failureOf(await f.gateway.requestEmailCode('not-an-address'))).toMatchObject({ code: expect.stringMatching(/^validation\./), field: 'email' });
      expectRefused(await f.gateway.bindContact({ kind: 'email', email: f.email(), code: '12ab' }), 'verification.code_invalid', { field: 'code' });
      expectRefused(await f.gateway.bindContact({ kind: 'email', email: f.email(), code: ' ' }), 'verification.code_missing', { field: 'code' });
    });

    it('a trial account binds nothing (access.need_true_account); a caller with no session is access.not_logged_in', async () => {
      const binding = { kind: 'email', email: f.email(), code: '123456' } as const;
      expectRefused(await f.trial.requestEmailCode(binding.email), 'access.need_true_account');
      expectRefused(await f.trial.bindContact(binding), 'access.need_true_account');
      await expectAllLoggedOut([() => f.anonymous.requestEmailCode(binding.email), () => f.anonymous.bindContact(binding)]);
    });
  });
}
