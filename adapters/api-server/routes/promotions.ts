import type { Api } from '../api';
import { Type } from 'typebox';
import { PROMOTION_TEXTS, type Promotion } from '../../../core/domain/engagement/promotions';
import { inLanguage, textIn } from '../../../core/domain/system/content-texts';
import type { PromotionForPlayer } from '../../../core/platform/engagement/list-promotions';
import type { PendingApplication, RewardClaim } from '../../../core/platform/engagement/ports';
import {
  ApplicationBody,
  ApplicationList,
  BonusDetailsSchema,
  CountSchema,
  PlayerPromotionList,
  PromotionBody,
  PromotionIdParams,
  PromotionItem,
  PromotionList,
  RewardClaimItem,
  type ApplicationDto,
  type PlayerPromotionDto,
  type PromotionItemDto,
  type RewardClaimDto,
} from '../../wps-contract/promotions';
import { ContentLanguageQuery, EmptyQuery } from '../../wps-contract/system';
import { RejectBody } from '../../wps-contract/wallet';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const presentPromotion = (p: Promotion): PromotionItemDto => ({
  ...p,
  badges: [...p.badges],
  percent: p.rules.percent,
  cap: p.rules.cap.toString(),
  minDeposit: p.rules.minDeposit.toString(),
  amount: p.rules.amount.toString(),
  turnoverMultiple: p.rules.turnoverMultiple,
  startsAt: p.startsAt.toISOString(),
  endsAt: p.endsAt?.toISOString() ?? null,
});

const presentForPlayer =
  (language: string | undefined) =>
  (p: PromotionForPlayer): PlayerPromotionDto => ({ ...p, promotion: presentPromotion(inLanguage(p.promotion, PROMOTION_TEXTS, language ?? '')) });

const presentClaim = (c: RewardClaim): RewardClaimDto => ({
  id: c.id,
  promotionId: c.promotionId,
  period: c.period,
  status: c.status,
  amount: c.amount.toString(),
  turnoverRequired: c.turnoverRequired.toString(),
  comment: c.comment,
  images: [...c.images],
  reason: c.reason,
  createdAt: c.createdAt.toISOString(),
  decidedAt: c.decidedAt?.toISOString() ?? null,
});

const presentApplication = (a: PendingApplication): ApplicationDto => ({ ...presentClaim(a), username: a.username, title: a.title });

/** The promotions page and reward centre, and support's promotion desk. */
export function promotionRoutes(app: Api, platform: Platform): void {
  const { engagement } = platform;
  const idSchema = { querystring: EmptyQuery, params: PromotionIdParams };

  app.get(
    '/wps/promotions',
    { config: { auth: 'optional' }, schema: { tags: ['promotion'], querystring: ContentLanguageQuery, response: responses(PlayerPromotionList) } },
    async (request, reply) =>
      sendResult(reply, await engagement.promotions.execute(request.optionalPrincipal), (list) => list.map(presentForPlayer(request.query.language))),
  );

  app.get(
    '/wps/promotions/claimable',
    { config: { auth: 'member' }, schema: { tags: ['promotion'], querystring: EmptyQuery, response: responses(CountSchema) } },
    async (request, reply) => sendResult(reply, await engagement.claimable.execute(request.principal), (v) => v),
  );

  app.post(
    '/wps/promotions/:id/claim',
    { config: { auth: 'member' }, schema: { tags: ['promotion'], ...idSchema, response: responses(RewardClaimItem) } },
    async (request, reply) => sendResult(reply, await engagement.claim.execute(request.principal, Number(request.params.id)), presentClaim),
  );

  app.put(
    '/wps/promotions/:id/apply',
    { config: { auth: 'member' }, schema: { tags: ['promotion'], ...idSchema, body: ApplicationBody, response: responses(RewardClaimItem) } },
    async (request, reply) => sendResult(reply, await engagement.apply.execute(request.principal, Number(request.params.id), request.body), presentClaim),
  );

  app.post(
    '/wps/member/zalo-bonus',
    { config: { auth: 'member' }, schema: { tags: ['promotion'], querystring: EmptyQuery, response: responses(Type.Object({ amount: Type.String() })) } },
    async (request, reply) => sendResult(reply, await engagement.zaloBonus.execute(request.principal), (v) => ({ amount: v.amount.toString() })),
  );

  app.get(
    '/wps/member/bonusDetails',
    { config: { auth: 'member' }, schema: { tags: ['promotion'], querystring: ContentLanguageQuery, response: responses(BonusDetailsSchema) } },
    async (request, reply) => {
      return sendResult(reply, await engagement.bonusDetails.execute(request.principal), (d) => ({
        outstanding: d.outstanding.toString(),
        bonuses: d.bonuses.map(({ texts, ...b }) => ({
          ...b,
          title: textIn(b.title, texts, 'title', request.query.language ?? ''),
          amount: b.amount.toString(),
          turnoverRequired: b.turnoverRequired.toString(),
          progress: b.progress.toString(),
          paidAt: b.paidAt.toISOString(),
        })),
      }));
    },
  );

  app.get(
    '/wps/admin/promotions',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, response: responses(PromotionList) } },
    async (request, reply) => sendResult(reply, await engagement.managePromotions.list(request.principal), (list) => list.map(presentPromotion)),
  );

  app.post(
    '/wps/admin/promotions',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: PromotionBody, response: responses(PromotionItem) } },
    async (request, reply) => {
      const b = request.body;
      const input = {
        title: b.title,
        summary: b.summary ?? '',
        content: b.content ?? '',
        image: b.image ?? '',
        category: b.category,
        badges: b.badges ?? [],
        kind: b.kind,
        audience: b.audience ?? 'all',
        rules: { percent: b.percent ?? 0, cap: b.cap ?? '', minDeposit: b.minDeposit ?? '', amount: b.amount ?? '', turnoverMultiple: b.turnoverMultiple ?? 0 },
        sort: b.sort ?? 0,
        startsAt: b.startsAt ? new Date(b.startsAt) : new Date(),
        endsAt: b.endsAt ? new Date(b.endsAt) : null,
        texts: b.texts ?? {},
      };
      return sendResult(reply, await engagement.managePromotions.create(request.principal, input), presentPromotion);
    },
  );

  app.post(
    '/wps/admin/promotions/:id/disable',
    { config: { auth: 'member' }, schema: { tags: ['admin'], ...idSchema, response: responses(Type.Null()) } },
    async (request, reply) => sendResult(reply, await engagement.managePromotions.disable(request.principal, Number(request.params.id)), () => null),
  );

  app.get(
    '/wps/admin/promotions/applications',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, response: responses(ApplicationList) } },
    async (request, reply) => sendResult(reply, await engagement.applications.pending(request.principal), (list) => list.map(presentApplication)),
  );

  app.post(
    '/wps/admin/promotions/applications/:id/approve',
    { config: { auth: 'member' }, schema: { tags: ['admin'], ...idSchema, response: responses(RewardClaimItem) } },
    async (request, reply) => sendResult(reply, await engagement.applications.approve(request.principal, Number(request.params.id)), presentClaim),
  );

  app.post(
    '/wps/admin/promotions/applications/:id/reject',
    { config: { auth: 'member' }, schema: { tags: ['admin'], ...idSchema, body: RejectBody, response: responses(RewardClaimItem) } },
    async (request, reply) =>
      sendResult(reply, await engagement.applications.reject(request.principal, Number(request.params.id), request.body.reason), presentClaim),
  );
}
