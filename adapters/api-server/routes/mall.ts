import type { Api } from '../api';
import { Type } from 'typebox';
import { GOODS_TEXTS, type Goods } from '../../../core/domain/engagement/points';
import { inLanguage } from '../../../core/domain/system/content-texts';
import type { Redemption } from '../../../core/platform/engagement/ports';
import {
  GoodsBody,
  GoodsItem,
  GoodsList,
  MallIdParams,
  MallPageSchema,
  RedeemBody,
  RedemptionItem,
  RedemptionList,
  type GoodsItemDto,
  type RedemptionDto,
} from '../../wps-contract/mall';
import { ContentLanguageQuery, EmptyQuery } from '../../wps-contract/system';
import { RejectBody } from '../../wps-contract/wallet';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const presentGoods = (g: Goods): GoodsItemDto => ({ ...g, points: g.points.toString(), value: g.value.toString() });
const presentGoodsIn = (language: string | undefined) => (g: Goods) => presentGoods(inLanguage(g, GOODS_TEXTS, language ?? ''));
const presentRedemption = (r: Redemption): RedemptionDto => ({
  id: r.id,
  account: r.username,
  goodsId: r.goodsId,
  name: r.name,
  kind: r.kind,
  quantity: r.quantity,
  points: r.points.toString(),
  value: r.value.toString(),
  status: r.status,
  remark: r.remark,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** The points mall and support's goods and redemption desk. */
export function mallRoutes(app: Api, platform: Platform): void {
  const { mall, goods } = platform.engagement;
  const idSchema = { querystring: EmptyQuery, params: MallIdParams };

  app.get(
    '/wps/mall',
    { config: { auth: 'member' }, schema: { tags: ['promotion'], querystring: ContentLanguageQuery, response: responses(MallPageSchema) } },
    async (request, reply) => {
      return sendResult(reply, await mall.page(request.principal), (p) => ({
        balance: p.balance.toString(),
        goods: p.goods.map(presentGoodsIn(request.query.language)),
        redemptions: p.redemptions.map(presentRedemption),
        entries: p.entries.map((e) => ({ ...e, delta: e.delta.toString(), balanceAfter: e.balanceAfter.toString(), createdAt: e.createdAt.toISOString() })),
      }));
    },
  );

  app.post(
    '/wps/mall/redeem',
    { config: { auth: 'member' }, schema: { tags: ['promotion'], querystring: EmptyQuery, body: RedeemBody, response: responses(RedemptionItem) } },
    async (request, reply) => {
      const { goodsId, quantity, paymentPassword } = request.body;
      return sendResult(reply, await mall.redeem(request.principal, goodsId, quantity, paymentPassword), presentRedemption);
    },
  );

  app.get(
    '/wps/admin/mall/goods',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, response: responses(GoodsList) } },
    async (request, reply) => sendResult(reply, await goods.list(request.principal), (list) => list.map(presentGoods)),
  );

  app.post(
    '/wps/admin/mall/goods',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: GoodsBody, response: responses(GoodsItem) } },
    async (request, reply) => {
      const b = request.body;
      return sendResult(reply, await goods.create(request.principal, { ...b, image: b.image ?? '', value: b.value ?? '', texts: b.texts ?? {} }), presentGoods);
    },
  );

  app.post(
    '/wps/admin/mall/goods/:id/disable',
    { config: { auth: 'member' }, schema: { tags: ['admin'], ...idSchema, response: responses(Type.Null()) } },
    async (request, reply) => sendResult(reply, await goods.disable(request.principal, Number(request.params.id)), () => null),
  );

  app.get(
    '/wps/admin/mall/redemptions',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, response: responses(RedemptionList) } },
    async (request, reply) => sendResult(reply, await mall.pending(request.principal), (list) => list.map(presentRedemption)),
  );

  app.post(
    '/wps/admin/mall/redemptions/:id/approve',
    { config: { auth: 'member' }, schema: { tags: ['admin'], ...idSchema, response: responses(RedemptionItem) } },
    async (request, reply) => sendResult(reply, await mall.approve(request.principal, Number(request.params.id)), presentRedemption),
  );

  app.post(
    '/wps/admin/mall/redemptions/:id/reject',
    { config: { auth: 'member' }, schema: { tags: ['admin'], ...idSchema, body: RejectBody, response: responses(RedemptionItem) } },
    async (request, reply) => sendResult(reply, await mall.reject(request.principal, Number(request.params.id), request.body.reason), presentRedemption),
  );
}
