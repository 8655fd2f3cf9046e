import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canUseMemberSite, realMoneyRefusal, guardProtectedAction, roleOfType, type Role } from '../../../../core/domain/access/roles';

describe('roles', () => {
  it('the login check before a protected action: visitors log in, trials need a real account, the rest proceed', () => {
    const decisions = (['visitor', 'trial', 'member', 'agent', 'staff'] as Role[]).map((r) => [r, guardProtectedAction(r)]);
    expect(decisions).toEqual([
      ['visitor', 'open_login'],
      ['trial', 'need_true_account'],
      ['member', 'proceed'],
      ['agent', 'proceed'],
      ['staff', 'proceed'],
    ]);
  });

  const settings = fc.record({
    agentTypes: fc.uniqueArray(fc.integer({ min: 0, max: 100 }), { maxLength: 6 }),
    trialType: fc.integer({ min: 0, max: 100 }),
    staffType: fc.integer({ min: 0, max: 100 }),
  });

  it('a type maps to staff first, then trial, then agent, else member', () => {
    fc.assert(
      fc.property(settings, fc.integer({ min: 0, max: 100 }), (s, type) => {
        const expected = type === s.staffType ? 'staff' : type === s.trialType ? 'trial' : s.agentTypes.includes(type) ? 'agent' : 'member';
        expect(roleOfType(type, s)).toBe(expected);
      }),
    );
  });

  it('a type mapped to a role never opens the login popup, and only staff are kept off the member site', () => {
    fc.assert(
      fc.property(settings, fc.integer({ min: 0, max: 100 }), (s, type) => {
        const role = roleOfType(type, s);
        expect(guardProtectedAction(role)).not.toBe('open_login');
        expect(canUseMemberSite(role)).toBe(role !== 'staff');
      }),
    );
  });

  it("an outside provider's players are the member and agent types: never a staff or trial type", () => {
    fc.assert(
      fc.property(settings, fc.integer({ min: 0, max: 100 }), (s, type) => {
        expect(realMoneyRefusal(roleOfType(type, s)) === null).toBe(type !== s.staffType && type !== s.trialType);
      }),
    );
  });

  it('with the operator defaults: 90 staff, 4 trial, 1/2/41/42 agents, 0 member', () => {
    const defaults = { agentTypes: [1, 2, 41, 42], trialType: 4, staffType: 90 };
    expect([90, 4, 1, 2, 41, 42, 0, 3].map((t) => roleOfType(t, defaults))).toEqual(['staff', 'trial', 'agent', 'agent', 'agent', 'agent', 'member', 'member']);
  });
});
