import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipInAnyCidr } from '../../../../core/domain/system/cidr';
import { systemStateFor } from '../../../../core/domain/system/system-state';

const cidr = fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 32 })).map(([ip, bits]) => `${ip}/${bits}`);
const settings = fc.record({
  maintenance: fc.record({ enabled: fc.boolean(), message: fc.string() }),
  regionRestriction: fc.record({ enabled: fc.boolean(), cidrs: fc.array(cidr, { maxLength: 4 }), message: fc.string() }),
});
const ip = fc.oneof(fc.ipV4(), fc.ipV6());

describe('system state', () => {
  it('maintenance gives 1 whatever the region settings and the ip', () => {
    fc.assert(
      fc.property(settings, ip, (s, address) => {
        expect(systemStateFor({ ...s, maintenance: { ...s.maintenance, enabled: true } }, address)).toBe(1);
      }),
    );
  });

  it('without maintenance: 2 exactly when the region block is on and the ip is in one of its networks, else 0', () => {
    let blocked = 0;
    fc.assert(
      fc.property(settings, ip, (s, address) => {
        const open = { ...s, maintenance: { ...s.maintenance, enabled: false } };
        const expected = s.regionRestriction.enabled && ipInAnyCidr(address, s.regionRestriction.cidrs) ? 2 : 0;
        if (expected === 2) blocked++;
        expect(systemStateFor(open, address)).toBe(expected);
      }),
      { numRuns: 500 },
    );
    expect(blocked).toBeGreaterThan(0);
  });

  it('a disabled region block never blocks, even for an ip inside its networks', () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(
          systemStateFor({ maintenance: { enabled: false, message: '' }, regionRestriction: { enabled: false, cidrs: ['0.0.0.0/0'], message: '' } }, address),
        ).toBe(0);
        expect(
          systemStateFor({ maintenance: { enabled: false, message: '' }, regionRestriction: { enabled: true, cidrs: ['0.0.0.0/0'], message: '' } }, address),
        ).toBe(2);
      }),
    );
  });
});
