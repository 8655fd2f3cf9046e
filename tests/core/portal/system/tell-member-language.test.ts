import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../core/domain/access/roles';
import { fail, ok } from '../../../../core/domain/kernel/result';
import { TellMemberLanguage } from '../../../../core/portal/system/tell-member-language';
import { InMemoryMemberLanguage } from '../../../support/fakes/portal-member-language-gateway';

const ROLES: Role[] = ['visitor', 'trial', 'member', 'agent', 'staff'];

describe('TellMemberLanguage', () => {
  it('property: the server is told exactly when a member or agent chose a language its account does not have', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.record({ role: fc.constantFrom(...ROLES), language: fc.constantFrom('EN', 'UR') })),
        fc.constantFrom('EN', 'UR'),
        async (member, language) => {
          const gateway = new InMemoryMemberLanguage();
          expect(await new TellMemberLanguage(gateway).execute(member, language)).toEqual(ok(null));
          const expected = member !== null && (member.role === 'member' || member.role === 'agent') && member.language !== language;
          expect(gateway.told).toEqual(expected ? [language] : []);
        },
      ),
    );
  });

  it('a refusal is passed on', async () => {
    const gateway = new InMemoryMemberLanguage();
    gateway.answer = fail('validation.unsupported_language', { field: 'language' });
    expect(await new TellMemberLanguage(gateway).execute({ role: 'member', language: 'EN' }, 'UR')).toMatchObject({
      ok: false,
      error: { code: 'validation.unsupported_language' },
    });
  });
});
