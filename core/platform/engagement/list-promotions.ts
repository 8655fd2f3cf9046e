import { claimPeriod, promotionState, type Promotion, type PromotionState } from '../../domain/engagement/promotions';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import type { PromotionRepository, RewardClaims } from './ports';

export interface PromotionForPlayer {
  readonly promotion: Promotion;
  readonly state: PromotionState;
  /** The application's or reward's claim in the current period, when there is one. */
  readonly claimId: number | null;
  readonly reason: string | null;
}

interface ListDeps {
  readonly promotions: PromotionRepository;
  readonly claims: RewardClaims;
  readonly settings: SettingsRepository;
  readonly clock: Clock;
}

/** Shown: promotions open to this player or coming, and those the player took part in. */
const shown = (p: PromotionForPlayer) => p.state !== 'close' || p.claimId !== null;

/**
 * The promotions page for a visitor or a member, each with the state of its button;
 * a member's count of rewards to claim now is the reward centre's red badge.
 */
export class ListPromotions {
  constructor(private readonly deps: ListDeps) {}

  async execute(caller: Principal | null): Promise<Result<PromotionForPlayer[]>> {
    if (caller?.role === 'staff') return fail('access.forbidden');
    const now = this.deps.clock.now();
    const member = caller && caller.role !== 'trial' ? caller.account : null;
    const timeZone = (await this.deps.settings.load()).timezone;
    const all = (await this.deps.promotions.list()).filter((p) => p.enabled);
    const mine = member ? await this.deps.claims.forAccount(member.id, ['once', claimPeriod('daily_signin', now, timeZone)]) : [];
    const depositBonuses = all.filter((p) => p.kind === 'deposit_bonus');
    const qualifying = new Set<number>();
    if (member) {
      for (const p of depositBonuses) if (await this.deps.claims.unusedDeposit(member.id, p.startsAt, p.rules.minDeposit)) qualifying.add(p.id);
    }
    const views = all.map((promotion): PromotionForPlayer => {
      const claim = mine.find((c) => c.promotionId === promotion.id && c.period === claimPeriod(promotion.kind, now, timeZone)) ?? null;
      const state = promotionState(promotion, {
        now,
        participation: claim?.status ?? null,
        qualifyingDeposit: qualifying.has(promotion.id),
        accountCreatedAt: member?.createdAt ?? null,
      });
      return { promotion, state, claimId: claim?.id ?? null, reason: claim?.reason ?? null };
    });
    return ok(views.filter(shown).sort((a, b) => a.promotion.sort - b.promotion.sort || b.promotion.id - a.promotion.id));
  }
}

/** How many rewards the member can claim right now (the red badge). */
export class CountClaimableRewards {
  constructor(private readonly list: ListPromotions) {}

  async execute(caller: Principal): Promise<Result<{ count: number }>> {
    if (caller.role === 'trial') return ok({ count: 0 });
    const views = await this.list.execute(caller);
    return views.ok ? ok({ count: views.value.filter((v) => v.state === 'claim').length }) : views;
  }
}
