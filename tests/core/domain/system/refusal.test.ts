import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refusalFor, type SystemState } from '../../../../core/domain/system/system-state';

const state = fc.constantFrom<SystemState>(0, 1, 2);
const role = fc.constantFrom('staff', 'member', 'agent', 'trial', 'visitor') as fc.Arbitrary<'staff' | 'member' | 'agent' | 'trial' | 'visitor'>;

describe('refusalFor', () => {
  it('refuses exactly the non-staff callers of a site that is not in state 0, naming the state', () => {
    fc.assert(
      fc.property(state, role, (s, r) => {
        const refusal = refusalFor(s, r);
        if (r === 'staff' || s === 0) expect(refusal).toBeNull();
        else expect(refusal).toBe(s === 1 ? 'system.maintenance' : 'system.region_blocked');
      }),
    );
  });
});
