import fc from 'fast-check';
import { atAndAround } from '../../../support/arbitraries';
import { describe, expect, it } from 'vitest';
import {
  applyContractAction,
  CONTRACT_ACTIONS,
  CONTRACT_STATES,
  type ContractSide,
  type ContractStatus,
} from '../../../../core/domain/agency/contract-lifecycle';
import { payRealtime, payTiered } from '../../../../core/domain/agency/contract-pay';
import { checkWithinUpline, chooseTier, validateTerms, type RealtimeTerms, type Tier, type TieredTerms } from '../../../../core/domain/agency/contract-terms';
import { planSettlement, type ContractInForce } from '../../../../core/domain/agency/settlement-plan';

const money = fc.bigInt({ min: 0n, max: 10_000_000n });
const rate = fc.integer({ min: 0, max: 10_000 });
const tier = (dividend: boolean): fc.Arbitrary<Tier> =>
  fc.record({ minValidBet: money, minLoss: dividend ? money : fc.constant(0n), minActive: fc.integer({ min: 0, max: 50 }), rateBp: rate });
const tiered = (kind: TieredTerms['kind']): fc.Arbitrary<TieredTerms> =>
  fc
    .uniqueArray(tier(kind === 'dividend'), { minLength: 1, maxLength: 5, selector: (t) => `${t.minValidBet}:${t.minLoss}:${t.minActive}` })
    .map((tiers) => ({ kind, tiers, ...(kind === 'dividend' ? { period: 'weekly' as const } : {}) }));
const realtime: fc.Arbitrary<RealtimeTerms> = fc.record({
  kind: fc.constant('realtimeSalary' as const),
  profitRateBp: rate,
  lossRateBp: rate,
  minBet: fc.bigInt({ min: 0n, max: 1000n }),
});
const figures = fc.record({ validBet: money, loss: fc.bigInt({ min: -10_000_000n, max: 10_000_000n }), activeMembers: fc.integer({ min: 0, max: 60 }) });

/** Terms a downline may be offered under `up`: every rate at most what `up` pays at that tier's thresholds. */
function within(up: TieredTerms | RealtimeTerms): fc.Arbitrary<TieredTerms | RealtimeTerms> {
  if (up.kind === 'realtimeSalary') {
    return fc
      .record({ p: fc.double({ min: 0, max: 1, noNaN: true }), l: fc.double({ min: 0, max: 1, noNaN: true }), extra: fc.bigInt({ min: 0n, max: 500n }) })
      .map(({ p, l, extra }) => ({
        kind: 'realtimeSalary' as const,
        profitRateBp: Math.floor(up.profitRateBp * p),
        lossRateBp: Math.floor(up.lossRateBp * l),
        minBet: up.minBet + extra,
      }));
  }
  return tiered(up.kind).map((down) => ({
    ...down,
    tiers: down.tiers.map((t) => ({
      ...t,
      rateBp: Math.min(t.rateBp, chooseTier(up.tiers, { validBet: t.minValidBet, loss: t.minLoss, activeMembers: t.minActive }).rateBp),
    })),
  }));
}

describe('validateTerms', () => {
  it('property: generated terms are valid, and any rate above 100 % or negative threshold is refused with its field', () => {
    fc.assert(
      fc.property(fc.oneof(tiered('dividend'), tiered('dailySalary'), realtime), fc.integer({ min: 10_001, max: 1e6 }), (terms, tooHigh) => {
        expect(validateTerms(terms).ok).toBe(true);
        const bad =
          terms.kind === 'realtimeSalary'
            ? { ...terms, lossRateBp: tooHigh }
            : { ...terms, tiers: [...terms.tiers.slice(1), { ...terms.tiers[0]!, rateBp: tooHigh }] };
        const result = validateTerms(bad);
        expect(result.ok ? '' : result.error.code).toBe('agency.invalid_rate');
      }),
    );
  });

  it('refuses a salary tier with a loss threshold, a dividend without a period, and more than ten tiers', () => {
    const t = { minValidBet: 0n, minLoss: 0n, minActive: 0, rateBp: 10 };
    const code = (r: ReturnType<typeof validateTerms>) => (r.ok ? 'ok' : r.error.code);
    expect(code(validateTerms({ kind: 'dailySalary', tiers: [{ ...t, minLoss: 1n }] }))).toBe('agency.invalid_threshold');
    expect(code(validateTerms({ kind: 'dividend', tiers: [t] }))).toBe('agency.invalid_period');
    expect(code(validateTerms({ kind: 'hourlySalary', tiers: Array.from({ length: 11 }, (_, i) => ({ ...t, minActive: i })) }))).toBe('agency.invalid_tiers');
    expect(code(validateTerms({ kind: 'hourlySalary', tiers: [t, { ...t }] }))).toBe('agency.duplicate_tier');
  });

  it('property: up to ten tiers are taken, one more is refused', () => {
    fc.assert(
      fc.property(atAndAround(10), fc.constantFrom<TieredTerms['kind']>('dailySalary', 'hourlySalary'), (count, kind) => {
        const tiers = Array.from({ length: count }, (_, i) => ({ minValidBet: 0n, minLoss: 0n, minActive: i, rateBp: 10 }));
        expect(validateTerms({ kind, tiers })).toEqual(
          count <= 10 ? { ok: true, value: { kind, tiers } } : { ok: false, error: { code: 'agency.invalid_tiers', field: 'tiers', params: { max: 10 } } },
        );
      }),
    );
  });
});

describe('chooseTier', () => {
  it('property: the chosen tier holds, none that holds pays more, and no rate falls as the figures grow', () => {
    fc.assert(
      fc.property(tiered('dividend'), figures, money, fc.integer({ min: 0, max: 10 }), (terms, f, more, moreActive) => {
        const chosen = chooseTier(terms.tiers, f);
        const holds = (t: Tier) => f.validBet >= t.minValidBet && (t.minLoss === 0n || f.loss >= t.minLoss) && f.activeMembers >= t.minActive;
        if (chosen.tier >= 0) expect(holds(terms.tiers[chosen.tier]!)).toBe(true);
        else expect(terms.tiers.some(holds)).toBe(false);
        for (const t of terms.tiers) if (holds(t)) expect(t.rateBp).toBeLessThanOrEqual(chosen.rateBp);
        const grown = chooseTier(terms.tiers, { validBet: f.validBet + more, loss: f.loss + more, activeMembers: f.activeMembers + moreActive });
        expect(grown.rateBp).toBeGreaterThanOrEqual(chosen.rateBp);
      }),
    );
  });
});

describe('checkWithinUpline', () => {
  it('property: terms built within the upline pass, and raising any rate above what the upline pays there is refused', () => {
    fc.assert(
      fc.property(
        fc.oneof(tiered('dailySalary'), tiered('dividend'), realtime).chain((up) => fc.tuple(fc.constant(up), within(up))),
        ([up, down]) => {
          expect(checkWithinUpline(up, down).ok).toBe(true);
          const raised =
            down.kind === 'realtimeSalary'
              ? { ...down, lossRateBp: (up as RealtimeTerms).lossRateBp + 1 }
              : {
                  ...down,
                  tiers: down.tiers.map((t, i) =>
                    i === 0
                      ? {
                          ...t,
                          rateBp: chooseTier((up as TieredTerms).tiers, { validBet: t.minValidBet, loss: t.minLoss, activeMembers: t.minActive }).rateBp + 1,
                        }
                      : t,
                  ),
                };
          const result = checkWithinUpline(up, raised);
          expect(result.ok ? '' : result.error.code).toBe('agency.rate_above_upline');
        },
      ),
    );
  });

  it('property: terms within the upline never pay more than the upline for the same or larger figures', () => {
    fc.assert(
      fc.property(
        tiered('hourlySalary').chain((up) => fc.tuple(fc.constant(up), within(up))),
        figures,
        money,
        ([up, down], f, more) => {
          const downPay = chooseTier((down as TieredTerms).tiers, f).rateBp;
          expect(chooseTier(up.tiers, { ...f, validBet: f.validBet + more }).rateBp).toBeGreaterThanOrEqual(downPay);
        },
      ),
    );
  });

  it('refuses another kind or dividend period', () => {
    const t = [{ minValidBet: 0n, minLoss: 0n, minActive: 0, rateBp: 10 }];
    const code = (r: ReturnType<typeof checkWithinUpline>) => (r.ok ? 'ok' : r.error.code);
    expect(code(checkWithinUpline({ kind: 'dailySalary', tiers: t }, { kind: 'hourlySalary', tiers: t }))).toBe('agency.kind_mismatch');
    expect(code(checkWithinUpline({ kind: 'dividend', period: 'weekly', tiers: t }, { kind: 'dividend', period: 'monthly', tiers: t }))).toBe(
      'agency.period_mismatch',
    );
  });
});

describe('contract pay', () => {
  it('property: a tiered salary pays the chosen rate of valid bet rounded down; a dividend pays only on a team loss', () => {
    fc.assert(
      fc.property(fc.oneof(tiered('dailySalary'), tiered('dividend')), figures, (terms, f) => {
        const pay = payTiered(terms, f);
        const base = terms.kind === 'dividend' ? (f.loss > 0n ? f.loss : 0n) : f.validBet;
        expect(pay.base).toBe(base);
        expect(pay.amount * 10_000n <= base * BigInt(pay.rateBp)).toBe(true);
        expect((pay.amount + 1n) * 10_000n > base * BigInt(pay.rateBp)).toBe(true);
      }),
    );
  });

  it('a real-time salary pays the loss rate on lost stakes and the profit rate on the rest', () => {
    const terms: RealtimeTerms = { kind: 'realtimeSalary', profitRateBp: 50, lossRateBp: 200, minBet: 100n };
    // 2 % of 10,000 + 0.5 % of 3,001 = 200 + 15.005 → 215
    expect(payRealtime(terms, { lostStake: 10_000n, wonStake: 3_001n }).amount).toBe(215n);
  });
});

describe('applyContractAction', () => {
  const status = fc.record({ state: fc.constantFrom(...CONTRACT_STATES), terminationBy: fc.constantFrom<ContractSide | null>('issuer', 'holder', null) });
  it('property: only the holder answers an offer, only the other side answers a termination request, ended contracts stay ended', () => {
    fc.assert(
      fc.property(status, fc.constantFrom(...CONTRACT_ACTIONS), fc.constantFrom<ContractSide>('issuer', 'holder'), (s: ContractStatus, action, side) => {
        const next = applyContractAction(s, action, side);
        if (s.state === 'rejected' || s.state === 'terminated') expect(next.ok).toBe(false);
        fc.pre(next.ok);
        if (action === 'accept' || action === 'reject') expect([s.state, side]).toEqual(['offered', 'holder']);
        if (action === 'accept_termination' || action === 'reject_termination') {
          expect(s.state).toBe('termination_requested');
          expect(s.terminationBy).not.toBe(side);
        }
        if (action === 'request_termination') expect(next.value).toEqual({ state: 'termination_requested', terminationBy: side });
      }),
    );
  });
});

interface Account {
  readonly parent: number | null;
  readonly agent: boolean;
  readonly rounds: readonly { stake: bigint; win: bigint }[];
}

const accounts = fc
  .array(
    fc.record({
      parentPick: fc.nat(),
      hasParent: fc.boolean(),
      agent: fc.boolean(),
      rounds: fc.array(fc.record({ stake: fc.bigInt({ min: 1n, max: 100_000n }), win: fc.bigInt({ min: 0n, max: 200_000n }) }), { maxLength: 6 }),
    }),
    { minLength: 1, maxLength: 25 },
  )
  .map((rows) => rows.map((r, i): Account => ({ parent: i > 0 && r.hasParent ? r.parentPick % i : null, agent: r.agent || i === 0, rounds: r.rounds })));

const team = (tree: readonly Account[], id: number): number[] => [id, ...tree.flatMap((a, i) => (a.parent === id ? team(tree, i) : []))];

describe('planSettlement over a tree', () => {
  const kind = fc.constantFrom('dailySalary' as const, 'hourlySalary' as const, 'realtimeSalary' as const, 'dividend' as const);
  const topTerms = (k: string) => (k === 'realtimeSalary' ? realtime : tiered(k as TieredTerms['kind']));

  /** Contracts down the tree: each agent under a holder gets terms within its issuer's (or none). */
  const contractsFor = (tree: readonly Account[], k: string) =>
    fc.array(fc.tuple(fc.boolean(), topTerms(k)), { minLength: tree.length, maxLength: tree.length }).chain((picks) => {
      let chain: fc.Arbitrary<Map<number, ContractInForce>> = fc.constant(new Map());
      tree.forEach((account, id) => {
        chain = chain.chain((held) => {
          const [give, own] = picks[id]!;
          if (!account.agent || !give) return fc.constant(held);
          const issuer = account.parent === null ? null : account.parent;
          if (issuer === null) return fc.constant(new Map(held).set(id, { id, holderId: id, issuerId: null, terms: own }));
          const up = held.get(issuer);
          if (!up) return fc.constant(held);
          return within(up.terms).map((terms) => new Map(held).set(id, { id, holderId: id, issuerId: issuer, terms }));
        });
      });
      return chain.map((held) => [...held.values()]);
    });

  const threshold = 1_000n;
  const figuresIn = (tree: readonly Account[]) => (c: ContractInForce) => {
    const members = team(tree, c.holderId);
    const rounds = members.flatMap((m) => tree[m]!.rounds);
    if (c.terms.kind === 'realtimeSalary') {
      const counted = rounds.filter((r) => r.stake >= (c.terms as RealtimeTerms).minBet);
      const sum = (rs: typeof counted) => rs.reduce((s, r) => s + r.stake, 0n);
      return { lostStake: sum(counted.filter((r) => r.stake > r.win)), wonStake: sum(counted.filter((r) => r.stake <= r.win)) };
    }
    const validBet = rounds.reduce((s, r) => s + r.stake, 0n);
    const loss = validBet - rounds.reduce((s, r) => s + r.win, 0n);
    const activeMembers = members.filter((m) => tree[m]!.rounds.reduce((s, r) => s + r.stake, 0n) >= threshold).length;
    return { validBet, loss, activeMembers };
  };

  const scenario = fc.tuple(accounts, kind).chain(([tree, k]) => fc.tuple(fc.constant(tree), contractsFor(tree, k)));

  it('property: for salaries every agent receives at least what it pays its downlines, for any tree, rates and bets', () => {
    fc.assert(
      fc.property(scenario, ([tree, contracts]) => {
        fc.pre(contracts.length > 0 && contracts[0]!.terms.kind !== 'dividend');
        const plan = planSettlement(contracts, figuresIn(tree));
        tree.forEach((_, id) => {
          const received = plan.filter((p) => p.contract.holderId === id).reduce((s, p) => s + p.pay.amount, 0n);
          const paid = plan.filter((p) => p.contract.issuerId === id).reduce((s, p) => s + p.pay.amount, 0n);
          expect(received - paid).toBeGreaterThanOrEqual(0n);
        });
      }),
    );
  });

  it('property: for every kind the agents’ net incomes add up to what the platform pays, issuers are paid before they pay, and the plan is the same every time', () => {
    fc.assert(
      fc.property(scenario, ([tree, contracts]) => {
        const plan = planSettlement(contracts, figuresIn(tree));
        expect(plan.map((p) => p.contract.id).sort()).toEqual(contracts.map((c) => c.id).sort());
        const fromHouse = plan.filter((p) => p.contract.issuerId === null).reduce((s, p) => s + p.pay.amount, 0n);
        const net = tree.reduce((sum, _, id) => {
          const received = plan.filter((p) => p.contract.holderId === id).reduce((s, p) => s + p.pay.amount, 0n);
          const paid = plan.filter((p) => p.contract.issuerId === id).reduce((s, p) => s + p.pay.amount, 0n);
          return sum + received - paid;
        }, 0n);
        expect(net).toBe(fromHouse);
        plan.forEach((p, i) => {
          if (p.contract.issuerId !== null) expect(plan.findIndex((q) => q.contract.holderId === p.contract.issuerId)).toBeLessThan(i);
        });
        expect(
          planSettlement([...contracts].reverse(), figuresIn(tree))
            .map((p) => [p.contract.id, p.pay.amount])
            .sort(),
        ).toEqual(plan.map((p) => [p.contract.id, p.pay.amount]).sort());
      }),
    );
  });
});
