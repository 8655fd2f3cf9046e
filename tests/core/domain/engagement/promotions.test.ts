import fc from 'fast-check';
import { textAround, visibleCodePoint } from '../../../support/arbitraries';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_COMMENT_MAX,
  checkApplicationComment,
  claimPeriod,
  depositBonus,
  NEWBIE_DAYS,
  outstandingTurnover,
  PROMOTION_AUDIENCES,
  PROMOTION_KINDS,
  promotionState,
  turnoverProgress,
  validatePromotion,
  type ParticipationStatus,
  type Promotion,
  type PromotionInput,
} from '../../../../core/domain/engagement/promotions';

const NOW = new Date('2026-11-25T12:00:00Z');
const HOUR = 3_600_000;
const minor = fc.bigInt({ min: 0n, max: 10n ** 12n });
const rules = fc.record({ percent: fc.integer({ min: 1, max: 1000 }), cap: fc.bigInt({ min: 1n, max: 10n ** 10n }), minDeposit: minor });

const promotion = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  title: fc.constant('p'),
  summary: fc.constant(''),
  content: fc.constant(''),
  image: fc.constant(''),
  category: fc.constant('others' as const),
  badges: fc.constant([]),
  kind: fc.constantFrom(...PROMOTION_KINDS),
  audience: fc.constantFrom(...PROMOTION_AUDIENCES),
  rules: fc.record({
    percent: fc.constant(10),
    cap: fc.constant(100n),
    minDeposit: fc.constant(0n),
    amount: fc.constant(100n),
    turnoverMultiple: fc.constant(1),
  }),
  sort: fc.constant(0),
  startsAt: fc.integer({ min: -48, max: 48 }).map((h) => new Date(NOW.getTime() + h * HOUR)),
  endsAt: fc.option(fc.integer({ min: -48, max: 96 }).map((h) => new Date(NOW.getTime() + h * HOUR))),
  enabled: fc.boolean(),
  texts: fc.constant({}),
}) satisfies fc.Arbitrary<Promotion>;

const situation = fc.record({
  now: fc.constant(NOW),
  participation: fc.constantFrom<ParticipationStatus | null>(null, 'pending', 'paying', 'paid', 'rejected'),
  qualifyingDeposit: fc.boolean(),
  accountCreatedAt: fc.option(fc.integer({ min: 0, max: 30 * 24 }).map((h) => new Date(NOW.getTime() - h * HOUR))),
});

describe('depositBonus', () => {
  it('property: never more than the cap nor the percentage of the deposit, nothing under the minimum, never less for a larger deposit', () => {
    fc.assert(
      fc.property(minor, minor, rules, (a, b, r) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const bonus = depositBonus(large, r);
        expect(bonus <= r.cap).toBe(true);
        expect(bonus * 100n <= large * BigInt(r.percent)).toBe(true);
        if (large < r.minDeposit) expect(bonus).toBe(0n);
        if (small >= r.minDeposit) expect(depositBonus(small, r) <= bonus).toBe(true);
      }),
    );
  });
});

describe('promotionState', () => {
  it('property: only a running promotion, open to a member, with nothing taken this period, can be claimed', () => {
    fc.assert(
      fc.property(promotion, situation, (p, s) => {
        const state = promotionState(p, s);
        const running = p.enabled && p.startsAt <= s.now && (p.endsAt === null || s.now < p.endsAt);
        const newcomer = s.accountCreatedAt !== null && s.now.getTime() - s.accountCreatedAt.getTime() < NEWBIE_DAYS * 24 * HOUR;
        if (state === 'claim') {
          expect(running && s.participation === null && s.accountCreatedAt !== null).toBe(true);
          expect(p.audience === 'all' || newcomer).toBe(true);
          expect(p.kind === 'daily_signin' || (p.kind === 'deposit_bonus' && s.qualifyingDeposit)).toBe(true);
        }
        if (s.participation === 'paid') expect(state).toBe(p.kind === 'application' ? 'issued' : 'claimed');
        if (s.participation === null && !running) expect(['coming_soon', 'close']).toContain(state);
      }),
    );
  });
});

describe('claimPeriod', () => {
  it('property: a daily reward has one period per calendar day of the zone; the others one period ever', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 86_399_999 }),
        fc.integer({ min: 0, max: 86_399_999 }),
        fc.constantFrom('UTC', 'Asia/Karachi', 'America/New_York'),
        (a, b, zone) => {
          const midnight = new Date(`2026-11-25T00:00:00${zone === 'UTC' ? 'Z' : zone === 'Asia/Karachi' ? '+05:00' : '-05:00'}`).getTime();
          expect(claimPeriod('daily_signin', new Date(midnight + a), zone)).toBe(claimPeriod('daily_signin', new Date(midnight + b), zone));
          expect(claimPeriod('daily_signin', new Date(midnight + a), zone)).not.toBe(claimPeriod('daily_signin', new Date(midnight + a + 86_400_000), zone));
          expect(claimPeriod('deposit_bonus', new Date(midnight + a), zone)).toBe('once');
        },
      ),
    );
  });
});

describe('turnover', () => {
  it('property: nothing is outstanding exactly when every bonus has its valid bet; progress never passes the requirement', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(minor, minor), { maxLength: 5 }), (pairs) => {
        const bonuses = pairs.map(([required, bet]) => ({ required, progress: turnoverProgress(required, bet) }));
        for (const b of bonuses) expect(b.progress <= b.required).toBe(true);
        expect(outstandingTurnover(bonuses) === 0n).toBe(pairs.every(([required, bet]) => bet >= required));
      }),
    );
  });
});

describe('validatePromotion', () => {
  const good: PromotionInput = {
    title: 'Welcome',
    summary: '',
    content: '',
    image: '/promotions/welcome.svg',
    category: 'deposit',
    badges: ['newbie'],
    kind: 'deposit_bonus',
    audience: 'all',
    rules: { percent: 50, cap: 10_000n, minDeposit: 1000n, amount: 0n, turnoverMultiple: 5 },
    sort: 0,
    startsAt: NOW,
    endsAt: null,
    texts: {},
  };

  it('accepts each kind with the rules it needs and names every missing rule', () => {
    expect(validatePromotion(good).ok).toBe(true);
    expect(validatePromotion({ ...good, kind: 'daily_signin', rules: { ...good.rules, amount: 100n } }).ok).toBe(true);
    const refused = validatePromotion({ ...good, kind: 'application', rules: { ...good.rules, amount: 0n, turnoverMultiple: 101 } });
    expect(refused.ok ? [] : (refused.error.value!['errors'] as { field: string }[]).map((e) => e.field)).toEqual(['turnoverMultiple', 'amount']);
  });

  it('property: a title is taken up to 100 characters and a summary up to 300; one more is refused, naming the field', () => {
    const codesOf = (r: ReturnType<typeof validatePromotion>) => (r.ok ? [] : (r.error.value!['errors'] as { code: string }[]).map((e) => e.code));
    fc.assert(
      fc.property(textAround(100), textAround(300), (title, summary) => {
        expect(codesOf(validatePromotion({ ...good, title }))).toEqual(title.length <= 100 ? [] : ['promo.invalid_title']);
        expect(codesOf(validatePromotion({ ...good, summary }))).toEqual(summary.length <= 300 ? [] : ['promo.invalid_summary']);
      }),
    );
  });

  it('property: a promotion ending before it starts, or a repeated or unknown badge, is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.constantFrom(['vip', 'vip'], ['hot'], ['newbie', 'NEWBIE']), (hours, badges) => {
        expect(validatePromotion({ ...good, endsAt: new Date(NOW.getTime() - hours * HOUR) }).ok).toBe(false);
        expect(validatePromotion({ ...good, badges }).ok).toBe(false);
      }),
    );
  });
});

describe('checkApplicationComment', () => {
  it('property: a comment is taken trimmed when it has 1 to 140 characters, else refused', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 200 }), (text) => {
        const trimmed = text.trim();
        const checked = checkApplicationComment(text);
        expect(checked.ok).toBe(trimmed !== '' && [...trimmed].length <= APPLICATION_COMMENT_MAX);
        if (checked.ok) expect(checked.value).toBe(trimmed);
      }),
    );
  });

  it('property: 140 characters, emoji included, make a comment; one more is too long', () => {
    fc.assert(
      fc.property(textAround(140, visibleCodePoint), (text) => {
        expect(checkApplicationComment(text)).toEqual(
          [...text].length <= 140
            ? { ok: true, value: text }
            : { ok: false, error: { code: 'promo.comment_too_long', field: 'comment', params: { max: 140 } } },
        );
      }),
    );
  });
});
