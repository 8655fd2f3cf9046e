import { rewardKey } from '../../domain/engagement/promotions';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { MessageRepository } from '../messages/ports';
import { LEDGER_CODES } from '../wallet/ledger';
import { type Ledger } from '../wallet/ports';
import type { ClaimChange, RewardClaim, RewardClaims } from './ports';

export interface PayRewardDeps {
  readonly claims: RewardClaims;
  readonly ledger: Pick<Ledger, 'transfer'>;
  readonly messages: MessageRepository;
}

/**
 * Pays a claim that is 'paying': one ledger transfer from the bonus account keyed by
 * (promotion, player, period), so a repeat or a race replays it and moves nothing; only the call
 * that completes the claim tells the player.
 */
export class PayReward {
  constructor(private readonly deps: PayRewardDeps) {}

  async execute(claim: RewardClaim, title: string, change: ClaimChange): Promise<Result<RewardClaim>> {
    const key = rewardKey(claim.promotionId, claim.accountId, claim.period);
    const paid = await this.deps.ledger.transfer({
      key,
      debit: LEDGER_CODES.bonus,
      credit: LEDGER_CODES.memberMain(claim.accountId),
      amount: claim.amount,
      kind: 'bonus',
      reference: key,
    });
    if (!paid.ok) return paid;
    if (await this.deps.claims.transition(claim.id, ['paying'], 'paid', change)) {
      await this.deps.messages.add(claim.accountId, 'reward_paid', { title, amount: claim.amount.toString() });
    }
    const now = await this.deps.claims.findById(claim.id);
    return now ? ok(now) : fail('promo.not_found');
  }
}
