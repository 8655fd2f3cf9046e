import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scopeOfLogin } from '../../../../core/domain/protection/withdrawal-session';

const purpose = fc.constantFrom('play' as const, 'withdrawal' as const);

describe('the session a login opens', () => {
  it('outside a break every login opens a full session', () => {
    fc.assert(
      fc.property(purpose, (p) => {
        expect(scopeOfLogin(false, p)).toBe('full');
      }),
    );
  });

  it('during a break no login opens a full session: one asking to withdraw opens a withdrawal session, any other is refused', () => {
    fc.assert(
      fc.property(purpose, (p) => {
        expect(scopeOfLogin(true, p)).toBe(p === 'withdrawal' ? 'withdrawal' : null);
      }),
    );
  });
});
