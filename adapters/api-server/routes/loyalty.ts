import type { TSchema } from 'typebox';
import type { Api } from '../api';
import type { RebateLine } from '../../../core/domain/engagement/rebate';
import { vipNameIn, type VipLevel } from '../../../core/domain/engagement/vip';
import type { RebateClaim } from '../../../core/platform/engagement/ports';
import type { RebatePreview } from '../../../core/platform/engagement/manual-rebate';
import type { VipStatus } from '../../../core/platform/engagement/vip-status';
import {
  RebateClaimSchema,
  RebatePreviewSchema,
  ReferralSchema,
  VipStatusSchema,
  type RebateClaimDto,
  type RebatePreviewDto,
  type ReferralDto,
  type VipStatusDto,
} from '../../wps-contract/loyalty';
import { ContentLanguageQuery, EmptyQuery } from '../../wps-contract/system';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const presentLevel = (language: string) => (l: VipLevel) => ({
  level: l.level,
  name: vipNameIn(l, language),
  validBet: String(l.validBet),
  deposit: String(l.deposit),
});
const presentLine = (l: RebateLine) => ({ ...l, validBet: l.validBet.toString(), amount: l.amount.toString() });

const presentVip =
  (language: string) =>
  (v: VipStatus): VipStatusDto => ({
    level: v.level,
    name: v.levels[v.level] ? vipNameIn(v.levels[v.level]!, language) : v.name,
    levels: v.levels.map(presentLevel(language)),
    validBet: v.totals.validBet.toString(),
    deposit: v.totals.deposit.toString(),
    next: v.progress
      ? {
          level: presentLevel(language)(v.progress.next),
          validBetNeeded: v.progress.validBetNeeded.toString(),
          depositNeeded: v.progress.depositNeeded.toString(),
        }
      : null,
  });

const presentClaim = (c: RebateClaim): RebateClaimDto => ({
  id: c.id,
  since: c.since.toISOString(),
  until: c.until.toISOString(),
  amount: c.amount.toString(),
  lines: c.lines.map(presentLine),
  status: c.status,
  createdAt: c.createdAt.toISOString(),
});

const presentPreview = (p: RebatePreview): RebatePreviewDto => ({
  since: p.since.toISOString(),
  until: p.until.toISOString(),
  level: p.level,
  lines: p.lines.map(presentLine),
  total: p.total.toString(),
  minAmount: p.minAmount.toString(),
  history: p.history.map(presentClaim),
});

/** The VIP page, manual rebate and invite friends (vip, manualRebate, referral). */
export function loyaltyRoutes(app: Api, platform: Platform): void {
  const { engagement } = platform;
  const options = <Query extends TSchema>(value: TSchema, querystring: Query) => ({
    config: { auth: 'member' as const },
    schema: { tags: ['promotion'], querystring, response: responses(value) },
  });

  app.get('/wps/member/vip', options(VipStatusSchema, ContentLanguageQuery), async (request, reply) =>
    sendResult(reply, await engagement.vip.execute(request.principal), presentVip(request.query.language ?? '')),
  );

  app.get('/wps/member/rebate', options(RebatePreviewSchema, EmptyQuery), async (request, reply) =>
    sendResult(reply, await engagement.rebate.preview(request.principal), presentPreview),
  );

  app.post('/wps/member/rebate/claim', options(RebateClaimSchema, EmptyQuery), async (request, reply) =>
    sendResult(reply, await engagement.rebate.claim(request.principal), presentClaim),
  );

  app.get('/wps/member/referral', options(ReferralSchema, EmptyQuery), async (request, reply) => {
    return sendResult(reply, await engagement.referrals.execute(request.principal), (r): ReferralDto => ({
      ...r,
      reward: r.reward.toString(),
      minFirstDeposit: r.minFirstDeposit.toString(),
      friends: r.friends.map((f) => ({ name: f.name, registeredAt: f.registeredAt.toISOString(), reward: f.reward?.toString() ?? null })),
    }));
  });
}
