import { quoteRebate, type RebateLine } from '../../domain/engagement/rebate';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import type { MessageRepository } from '../messages/ports';
import { LEDGER_CODES } from '../wallet/ledger';
import { type Ledger } from '../wallet/ports';
import { refuseNonMember } from '../wallet/vendor-wallets';
import type { PlayTotals, RebateClaim, RebateClaims, VipRecords } from './ports';

export interface RebatePreview {
  readonly since: Date;
  readonly until: Date;
  readonly level: number;
  readonly lines: readonly RebateLine[];
  readonly total: bigint;
  readonly minAmount: bigint;
  readonly history: readonly RebateClaim[];
}

interface RebateDeps {
  readonly claims: RebateClaims;
  readonly totals: Pick<PlayTotals, 'validBetByType'>;
  readonly vip: Pick<VipRecords, 'level'>;
  readonly ledger: Pick<Ledger, 'transfer'>;
  readonly messages: MessageRepository;
  readonly settings: SettingsRepository;
  readonly clock: Clock;
}

const HISTORY = 20;

/**
 * Manual rebate (manualRebate): the member sees, then claims, a rebate on the valid bet
 * of rounds that ended since the last claim, at the rates of their game types and VIP level. A
 * claim starts where the last one ended and a claim from one instant is written once, so two
 * claims at the same moment pay once; its transfer is keyed by the claim.
 */
export class ManualRebate {
  constructor(private readonly deps: RebateDeps) {}

  async preview(caller: Principal): Promise<Result<RebatePreview>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    return ok(await this.quote(caller));
  }

  async claim(caller: Principal): Promise<Result<RebateClaim>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    const accountId = caller.account.id;
    const last = await this.deps.claims.last(accountId);
    if (last?.status === 'paying') await this.pay(last);
    const quote = await this.quote(caller);
    if (quote.total <= 0n || quote.total < quote.minAmount) return fail('rebate.below_minimum', { params: { min: quote.minAmount.toString() } });
    const opened = await this.deps.claims.open({ accountId, since: quote.since, until: quote.until, amount: quote.total, lines: quote.lines });
    if (!opened) return fail('rebate.already_claimed');
    return this.pay(opened);
  }

  private async quote(caller: Principal): Promise<RebatePreview> {
    const accountId = caller.account.id;
    const settings = await this.deps.settings.load();
    const until = this.deps.clock.now();
    const history = await this.deps.claims.list(accountId, HISTORY);
    const since = history[0]?.until ?? caller.account.createdAt;
    const level = await this.deps.vip.level(accountId);
    const bets = await this.deps.totals.validBetByType(accountId, since, until);
    const { lines, total } = quoteRebate(bets, settings.rebate.rates, level);
    return { since, until, level, lines, total, minAmount: BigInt(settings.rebate.minAmount), history };
  }

  private async pay(claim: RebateClaim): Promise<Result<RebateClaim>> {
    const key = `rebate:${claim.id}`;
    const paid = await this.deps.ledger.transfer({
      key,
      debit: LEDGER_CODES.bonus,
      credit: LEDGER_CODES.memberMain(claim.accountId),
      amount: claim.amount,
      kind: 'rebate',
      reference: key,
    });
    if (!paid.ok) return paid;
    if (await this.deps.claims.markPaid(claim.id)) await this.deps.messages.add(claim.accountId, 'rebate_paid', { amount: claim.amount.toString() });
    return ok({ ...claim, status: 'paid' });
  }
}
