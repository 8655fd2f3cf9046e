import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberLanguageGateway } from '../../../core/portal/system/tell-member-language';
import { expectAllLoggedOut, expectRefused } from './portal-results';

export interface MemberLanguageGatewayFixture {
  /** A member's session, on an operator supporting EN and UR (the default). */
  readonly gateway: MemberLanguageGateway;
  /** The same route for a trial account's session, and for a caller with no session. */
  readonly trial: MemberLanguageGateway;
  readonly anonymous: MemberLanguageGateway;
}

/** The portal's MemberLanguageGateway: the api client against a real server, and the fake the language use case runs on. */
export function memberLanguageGatewayContract(fresh: () => Promise<MemberLanguageGatewayFixture>): void {
  describe('MemberLanguageGateway contract', () => {
    let f: MemberLanguageGatewayFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('keeps any language the operator supports; another is validation.unsupported_language, naming the supported ones', async () => {
      for (const language of ['UR', 'EN']) expect(await f.gateway.setLanguage(language)).toEqual({ ok: true, value: { language } });
      expectRefused(await f.gateway.setLanguage('FR'), 'validation.unsupported_language', { field: 'language', params: { languages: 'EN, UR' } });
    });

    it('a trial account keeps none (access.need_true_account); a caller with no session is access.not_logged_in', async () => {
      expectRefused(await f.trial.setLanguage('UR'), 'access.need_true_account');
      await expectAllLoggedOut([() => f.anonymous.setLanguage('UR')]);
    });
  });
}
