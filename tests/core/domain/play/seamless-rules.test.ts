import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STEP_KINDS } from '../../../../core/domain/play/round-steps';
import { checkSeamlessAmount, checkWinRound, seamlessLimitsAreValid, type ProviderRound } from '../../../../core/domain/play/seamless-rules';
import { MAX_AMOUNT } from '../../../../core/domain/wallet/amount';

const PROVIDERS = ['ACME', 'OTHER'];
const PLAYERS = [10000001, 10000002];

const round = fc.record<ProviderRound>({
  provider: fc.constantFrom(...PROVIDERS),
  accountId: fc.constantFrom(...PLAYERS),
  status: fc.constantFrom('open', 'closed'),
  steps: fc.array(fc.record({ kind: fc.constantFrom(...STEP_KINDS) }), { maxLength: 6 }),
});
const limit = fc.integer({ min: 1, max: Number(MAX_AMOUNT) });
const limits = fc.record({ maxBet: limit, maxWin: limit });

describe('a win belongs to a round the same player opened with a bet of the same provider', () => {
  it('is admitted exactly on an open round of that provider and player that has a bet', () => {
    fc.assert(
      fc.property(fc.option(round, { nil: null }), fc.constantFrom(...PROVIDERS), fc.constantFrom(...PLAYERS), (r, provider, player) => {
        const admitted = checkWinRound(r, provider, player);
        const belongs = r !== null && r.provider === provider && r.accountId === player && r.status === 'open' && r.steps.some((s) => s.kind === 'bet');
        expect(admitted.ok).toBe(belongs);
        if (admitted.ok) expect(admitted.value).toBe(r);
      }),
    );
  });

  it('names why: no bet on it, another player, or closed', () => {
    fc.assert(
      fc.property(round, (r) => {
        const failed = (checked: ReturnType<typeof checkWinRound>) => (checked.ok ? null : checked.error.code);
        expect(failed(checkWinRound(null, r.provider, r.accountId))).toBe('seamless.win_without_bet');
        expect(failed(checkWinRound(r, r.provider === 'ACME' ? 'OTHER' : 'ACME', r.accountId))).toBe('seamless.win_without_bet');
        expect(failed(checkWinRound(r, r.provider, r.accountId + 1))).toBe('seamless.round_of_other_player');
        if (r.status === 'closed') expect(failed(checkWinRound(r, r.provider, r.accountId))).toBe('seamless.round_closed');
      }),
    );
  });
});

describe('seamless amounts stay inside the configured bounds', () => {
  it('a bet is 1 up to maxBet, a win 0 up to maxWin; anything else is refused on the amount', () => {
    fc.assert(
      fc.property(fc.constantFrom('bet' as const, 'win' as const), fc.bigInt({ min: -10n, max: MAX_AMOUNT * 2n }), limits, (kind, amount, bounds) => {
        const [min, max] = kind === 'bet' ? [1n, BigInt(bounds.maxBet)] : [0n, BigInt(bounds.maxWin)];
        const checked = checkSeamlessAmount(kind, amount, bounds);
        expect(checked.ok).toBe(amount >= min && amount <= max);
        if (!checked.ok) {
          expect(checked.error.field).toBe('amount');
          expect(checked.error.code).toBe(amount < min ? 'seamless.invalid_amount' : 'seamless.amount_too_large');
        }
      }),
    );
  });

  it('the bounds themselves are whole minor units from 1 up to what the wire carries', () => {
    const bound = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double(), fc.constantFrom(Number(MAX_AMOUNT), Number(MAX_AMOUNT) + 2, Number.MAX_SAFE_INTEGER));
    fc.assert(
      fc.property(bound, bound, (maxBet, maxWin) => {
        const valid = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= Number(MAX_AMOUNT);
        expect(seamlessLimitsAreValid({ maxBet, maxWin })).toBe(valid(maxBet) && valid(maxWin));
      }),
    );
  });
});
