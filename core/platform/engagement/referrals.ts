import { maskPlayerName } from '../../domain/catalog/winner-board';
import type { Random } from '../../domain/kernel/ports';
import { newRandomCode } from '../../domain/kernel/random-code';
import { ok, fail, type Result } from '../../domain/kernel/result';
import { isFeatureEnabled } from '../../domain/system/settings';
import type { Principal } from '../access/authenticate';
import type { AccountRepository } from '../access/ports';
import type { SettingsRepository } from '../system/ports';
import type { MessageRepository } from '../messages/ports';
import { LEDGER_CODES } from '../wallet/ledger';
import { type Ledger } from '../wallet/ports';
import type { Invitee, ReferralBook } from './ports';

export interface MyReferrals {
  readonly enabled: boolean;
  readonly code: string;
  readonly reward: bigint;
  readonly minFirstDeposit: bigint;
  readonly friends: readonly (Omit<Invitee, 'id' | 'username'> & { readonly name: string })[];
}

/**
 * Invite friends (referral): the member's code, the rules and the friends who came with
 * it. A code is random, drawn on the member's first look, so nobody can make one up for an account.
 */
export class GetMyReferrals {
  constructor(private readonly deps: { readonly book: ReferralBook; readonly settings: SettingsRepository; readonly random: Random }) {}

  async execute(caller: Principal): Promise<Result<MyReferrals>> {
    if (caller.role === 'trial') return fail('access.need_true_account');
    if (caller.role === 'staff') return fail('access.forbidden');
    const settings = await this.deps.settings.load();
    const code = await this.deps.book.codeOf(caller.account.id, newRandomCode(this.deps.random));
    const friends = (await this.deps.book.invitees(caller.account.id)).map(({ id: _id, username, ...f }) => ({ ...f, name: maskPlayerName(username) }));
    return ok({
      enabled: isFeatureEnabled(settings.whitelabel, 'REFERRAL'),
      code,
      reward: BigInt(settings.referral.reward),
      minFirstDeposit: BigInt(settings.referral.minFirstDeposit),
      friends,
    });
  }
}

interface PayDeps {
  readonly book: ReferralBook;
  readonly accounts: Pick<AccountRepository, 'findById'>;
  readonly ledger: Pick<Ledger, 'transfer'>;
  readonly messages: MessageRepository;
  readonly settings: SettingsRepository;
}

/**
 * Run by each server process every few seconds: pays referrers whose invitee made a qualifying
 * deposit. A reward is recorded once per invitee before the money moves, and the transfer is keyed
 * by the invitee, so several processes and restarts pay it once.
 */
export class PayReferralRewards {
  constructor(private readonly deps: PayDeps) {}

  async execute(): Promise<number> {
    const settings = await this.deps.settings.load();
    if (!isFeatureEnabled(settings.whitelabel, 'REFERRAL')) return 0;
    for (const { inviteeId, referrerId } of await this.deps.book.due(BigInt(settings.referral.minFirstDeposit))) {
      const referrer = await this.deps.accounts.findById(referrerId);
      if (!referrer || referrer.id === inviteeId || referrer.type === settings.trialType || referrer.type === settings.staffType) continue;
      await this.deps.book.open(inviteeId, referrer.id, BigInt(settings.referral.reward));
    }
    let paid = 0;
    for (const reward of await this.deps.book.unpaid()) if ((await this.pay(reward)).ok) paid++;
    return paid;
  }

  private async pay(reward: { inviteeId: number; referrerId: number; amount: bigint }): Promise<Result<null>> {
    const key = `referral:${reward.inviteeId}`;
    const paid = await this.deps.ledger.transfer({
      key,
      debit: LEDGER_CODES.bonus,
      credit: LEDGER_CODES.memberMain(reward.referrerId),
      amount: reward.amount,
      kind: 'bonus',
      reference: key,
    });
    if (!paid.ok) return paid;
    if (await this.deps.book.markPaid(reward.inviteeId))
      await this.deps.messages.add(reward.referrerId, 'referral_reward', { amount: reward.amount.toString() });
    return ok(null);
  }
}
