import { ok, type Result } from '../../core/domain/kernel/result';
import type { LoyaltyGateway, RebateClaimView, RebateView, ReferralView, VipView } from '../../core/portal/engagement/loyalty';
import type { RebateClaimDto, RebatePreviewDto, ReferralDto, VipStatusDto } from '../wps-contract/loyalty';
import type { ApiClient } from './api-client';

type LineDto = RebateClaimDto['lines'][number];
type LevelDto = VipStatusDto['levels'][number];

const toLine = (l: LineDto) => ({ ...l, validBet: BigInt(l.validBet), amount: BigInt(l.amount) });
const toLevel = (l: LevelDto) => ({ ...l, validBet: BigInt(l.validBet), deposit: BigInt(l.deposit) });
const toClaim = (c: RebateClaimDto): RebateClaimView => ({ ...c, amount: BigInt(c.amount), lines: c.lines.map(toLine) });

/** The VIP and manual rebate routes of the /wps API. */
export class LoyaltyApi implements LoyaltyGateway {
  constructor(private readonly api: ApiClient) {}

  async referrals(): Promise<Result<ReferralView>> {
    const result = await this.api.call<ReferralDto>('GET', '/wps/member/referral');
    if (!result.ok) return result;
    const r = result.value;
    return ok({
      ...r,
      reward: BigInt(r.reward),
      minFirstDeposit: BigInt(r.minFirstDeposit),
      friends: r.friends.map((f) => ({ ...f, reward: f.reward === null ? null : BigInt(f.reward) })),
    });
  }

  async vip(): Promise<Result<VipView>> {
    const result = await this.api.call<VipStatusDto>('GET', '/wps/member/vip', { query: this.api.inReaderLanguage() });
    if (!result.ok) return result;
    const v = result.value;
    return ok({
      ...v,
      levels: v.levels.map(toLevel),
      validBet: BigInt(v.validBet),
      deposit: BigInt(v.deposit),
      next: v.next ? { level: toLevel(v.next.level), validBetNeeded: BigInt(v.next.validBetNeeded), depositNeeded: BigInt(v.next.depositNeeded) } : null,
    });
  }

  async rebate(): Promise<Result<RebateView>> {
    const result = await this.api.call<RebatePreviewDto>('GET', '/wps/member/rebate');
    if (!result.ok) return result;
    const r = result.value;
    return ok({ ...r, lines: r.lines.map(toLine), total: BigInt(r.total), minAmount: BigInt(r.minAmount), history: r.history.map(toClaim) });
  }

  async claimRebate(): Promise<Result<RebateClaimView>> {
    const result = await this.api.call<RebateClaimDto>('POST', '/wps/member/rebate/claim');
    return result.ok ? ok(toClaim(result.value)) : result;
  }
}
