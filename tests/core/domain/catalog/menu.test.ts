import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '../../../../core/domain/catalog/games';
import { dropPanelLayout, lanesOf, menuClick, navigationLanes, splitSports, withMixedWin, type Lane } from '../../../../core/domain/catalog/menu';
import { vendorsArb } from './arbitraries';

const codes = (lane: Lane | undefined) => (lane?.vendors ?? []).map((v) => v.vassalage);
const lanesArb = vendorsArb(undefined, 40).map((vendors) => lanesOf(vendors, GAME_TYPES));

describe('esports and cockfight come out of SPORTS', () => {
  const split = fc.tuple(lanesArb, fc.func(fc.constantFrom('esports', 'cockfight', 'sports'))).map(([lanes, pick]) => {
    const sports = lanes.find((l) => l.gameType === 'SPORTS')!.vendors.map((v) => v.vassalage);
    return { lanes, esports: sports.filter((c) => pick(c) === 'esports'), cockfight: sports.filter((c) => pick(c) === 'cockfight') };
  });

  it('loses and duplicates no vendor, and each listed vendor lands in its own lane', () => {
    fc.assert(
      fc.property(split, ({ lanes, esports, cockfight }) => {
        const out = splitSports(lanes, esports, cockfight);
        expect(out.flatMap(codes).sort()).toEqual(lanes.flatMap(codes).sort());
        expect(codes(out.find((l) => l.gameType === 'ESPORTS'))).toEqual(esports);
        expect(codes(out.find((l) => l.gameType === 'COCKFIGHT'))).toEqual(cockfight);
        expect(codes(out.find((l) => l.gameType === 'SPORTS')).some((c) => esports.includes(c) || cockfight.includes(c))).toBe(false);
      }),
    );
  });

  it('ESPORTS then COCKFIGHT sit right after SPORTS; the other lanes keep their order', () => {
    fc.assert(
      fc.property(split, ({ lanes, esports, cockfight }) => {
        const types = splitSports(lanes, esports, cockfight).map((l) => l.gameType);
        const at = types.indexOf('SPORTS');
        expect(types.slice(at, at + 3)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT']);
        expect(types.filter((t) => t !== 'ESPORTS' && t !== 'COCKFIGHT')).toEqual(lanes.map((l) => l.gameType));
      }),
    );
  });
});

describe('mixed-win', () => {
  it('RNG keeps vendors 1-10, mixed-win shows 11-15, placed before SPORTS', () => {
    fc.assert(
      fc.property(vendorsArb('RNG', 25), vendorsArb('SPORTS', 3), (rng, sports) => {
        const lanes = lanesOf([...rng, ...sports.filter((s) => !rng.some((r) => r.vassalage === s.vassalage))], GAME_TYPES);
        const all = codes(lanes.find((l) => l.gameType === 'RNG'));
        const out = withMixedWin(lanes);
        expect(codes(out.find((l) => l.gameType === 'RNG'))).toEqual(all.slice(0, 10));
        expect(codes(out.find((l) => l.gameType === 'MIXED'))).toEqual(all.slice(10, 15));
        const types = out.map((l) => l.gameType);
        expect(types.indexOf('MIXED')).toBe(types.indexOf('SPORTS') - 1);
      }),
    );
  });
});

describe('navigation, drop panel and header clicks', () => {
  it('the top navigation lists exactly the lanes with a vendor, in order', () => {
    fc.assert(
      fc.property(lanesArb, (lanes) => {
        const nav = navigationLanes(lanes);
        expect(nav.every((l) => l.vendors.length > 0)).toBe(true);
        expect(nav.map((l) => l.gameType)).toEqual(lanes.filter((l) => l.vendors.length > 0).map((l) => l.gameType));
      }),
    );
  });

  it('the drop panel is large exactly above 10 vendors', () => {
    fc.assert(
      fc.property(fc.nat(200), (n) => {
        expect(dropPanelLayout(n)).toBe(n > 10 ? 'large' : 'small');
      }),
    );
  });

  it('a type with a single vendor opens it directly, unless it always has a page', () => {
    fc.assert(
      fc.property(fc.constantFrom('HOME', 'PROMO', ...GAME_TYPES, 'ESPORTS', 'COCKFIGHT', 'MIXED' as const), vendorsArb(undefined, 4), (type, vendors) => {
        const click = menuClick(type, vendors);
        const pageAlways = ['HOME', 'PROMO', 'PVP', 'FISH', 'RNG'].includes(type);
        if (vendors.length === 1 && !pageAlways) expect(click).toEqual({ kind: 'vendor', vendor: vendors[0] });
        else expect(click).toEqual({ kind: 'page' });
      }),
    );
  });
});
