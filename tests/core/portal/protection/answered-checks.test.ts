import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnsweredChecks } from '../../../../core/portal/protection/load-reality-check';
import { MemoryPreferences } from '../../../support/fakes/preferences';

describe('AnsweredChecks', () => {
  it('property: the answer saved for a session is read back for it, and a new login (another start) starts from none', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.integer({ min: 1, max: 4_102_444_800_000 }),
        fc.nat(10_000),
        (startMs, otherMs, answered) => {
          fc.pre(startMs !== otherMs);
          const checks = new AnsweredChecks(new MemoryPreferences());
          expect(checks.of(startMs)).toBe(0);
          checks.save({ startMs, intervalMs: 60_000, answered });
          expect(checks.of(startMs)).toBe(answered);
          expect(checks.of(otherMs)).toBe(0);
        },
      ),
    );
  });

  it('reads garbage in the storage as no answer', () => {
    const storage = new MemoryPreferences();
    const checks = new AnsweredChecks(storage);
    for (const junk of ['', 'x', '5', '5:', '5:x', ':3']) {
      storage.set('realityCheck.answered', junk);
      expect(checks.of(5)).toBe(0);
    }
  });
});
