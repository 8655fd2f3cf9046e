import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_ROUTES, categoryOfPath, pathOfCategory } from '../../../../core/domain/catalog/categories';
import { GAME_TYPES } from '../../../../core/domain/catalog/games';
import { decideLaunch, type LaunchTarget } from '../../../../core/domain/catalog/launch-routing';

const target: fc.Arbitrary<LaunchTarget> = fc.record({
  vassalage: fc.oneof(fc.constantFrom('TCG_LOTTO_VN', 'TCG_SEA', 'PG', 'HOUSE'), fc.stringMatching(/^[A-Z]{2,8}$/)),
  gameType: fc.constantFrom(...GAME_TYPES),
  gameCode: fc.stringMatching(/^[a-z0-9-]{1,12}$/),
  isGame: fc.constantFrom('GAME', 'VASSALAGE'),
});

describe('launch routing', () => {
  it('lotteries go to their page with the game code, in the spec order', () => {
    fc.assert(
      fc.property(target, (t) => {
        const d = decideLaunch(t, true);
        const expected =
          t.vassalage === 'TCG_LOTTO_VN'
            ? '/vnLottery'
            : t.vassalage === 'TCG_SEA'
              ? '/seaLottery'
              : t.gameType === 'LOTT' || t.gameType === 'ELOTT'
                ? '/lottery'
                : null;
        if (expected) expect(d).toEqual({ kind: 'route', path: expected, query: { gameCode: t.gameCode } });
        else expect(d.kind === 'route' ? d.path : 'none').toMatch(/^(\/rng|none)$/);
      }),
    );
  });

  it('a guest gets the login popup for anything that starts a game, and can still browse vendors', () => {
    fc.assert(
      fc.property(target, (t) => {
        const member = decideLaunch(t, true);
        const guest = decideLaunch(t, false);
        const starts = member.kind === 'launch' || (member.kind === 'route' && member.path !== '/rng');
        expect(guest).toEqual(starts ? { kind: 'login' } : member);
      }),
    );
  });

  it('a vendor entry opens its RNG page or its game list; a game launches', () => {
    fc.assert(
      fc.property(
        target.filter((t) => !['TCG_LOTTO_VN', 'TCG_SEA'].includes(t.vassalage) && t.gameType !== 'LOTT' && t.gameType !== 'ELOTT'),
        (t) => {
          const d = decideLaunch(t, true);
          if (t.isGame === 'GAME') expect(d).toEqual({ kind: 'launch' });
          else if (t.gameType === 'RNG') expect(d).toEqual({ kind: 'route', path: '/rng', query: { vassalage: t.vassalage } });
          else expect(d).toEqual({ kind: 'vendorGames', vassalage: t.vassalage });
        },
      ),
    );
  });
});

describe('category <-> route', () => {
  it('every category page maps back to its category, case-insensitively', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_ROUTES), fc.boolean(), (r, upper) => {
        expect(categoryOfPath(upper ? r.path.toUpperCase() : r.path)).toBe(r.category);
        expect(pathOfCategory(r.category)).toBe(r.path);
      }),
    );
  });

  it('paths that are not category pages have no category', () => {
    fc.assert(
      fc.property(
        fc.string().filter((p) => !CATEGORY_ROUTES.some((r) => r.path === p.toLowerCase())),
        (p) => {
          expect(categoryOfPath(p)).toBeNull();
        },
      ),
    );
    expect(pathOfCategory('HOME')).toBeNull();
    expect(pathOfCategory('PROMO')).toBeNull();
  });
});
