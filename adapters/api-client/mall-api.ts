import { mapOk, type Result } from '../../core/domain/kernel/result';
import type { GoodsView, MallDeskGateway, MallGateway, MallView, NewGoods, RedemptionView } from '../../core/portal/engagement/mall';
import type { GoodsItemDto, MallPageDto, RedemptionDto } from '../wps-contract/mall';
import type { ApiClient } from './api-client';

const toGoods = (g: GoodsItemDto): GoodsView => ({ ...g, points: BigInt(g.points), value: BigInt(g.value) });
const toRedemption = (r: RedemptionDto): RedemptionView => ({
  ...r,
  points: BigInt(r.points),
  value: BigInt(r.value),
  status: r.status as RedemptionView['status'],
});

/** The points mall routes of the /wps API. */
export class MallApi implements MallGateway, MallDeskGateway {
  constructor(private readonly api: ApiClient) {}

  async mall(): Promise<Result<MallView>> {
    return mapOk(await this.api.call<MallPageDto>('GET', '/wps/mall', { query: this.api.inReaderLanguage() }), (p) => ({
      balance: BigInt(p.balance),
      goods: p.goods.map(toGoods),
      redemptions: p.redemptions.map(toRedemption),
      entries: p.entries.map((e) => ({ ...e, delta: BigInt(e.delta), balanceAfter: BigInt(e.balanceAfter) })),
    }));
  }

  async redeem(goodsId: number, quantity: number, paymentPassword: string): Promise<Result<RedemptionView>> {
    return mapOk(await this.api.call<RedemptionDto>('POST', '/wps/mall/redeem', { body: { goodsId, quantity, paymentPassword } }), toRedemption);
  }

  async allGoods(): Promise<Result<GoodsView[]>> {
    return mapOk(await this.api.call<GoodsItemDto[]>('GET', '/wps/admin/mall/goods'), (list) => list.map(toGoods));
  }

  async addGoods(goods: NewGoods): Promise<Result<GoodsView>> {
    return mapOk(await this.api.call<GoodsItemDto>('POST', '/wps/admin/mall/goods', { body: goods }), toGoods);
  }

  disableGoods(id: number): Promise<Result<null>> {
    return this.api.call<null>('POST', `/wps/admin/mall/goods/${id}/disable`);
  }

  async redemptions(): Promise<Result<RedemptionView[]>> {
    return mapOk(await this.api.call<RedemptionDto[]>('GET', '/wps/admin/mall/redemptions'), (list) => list.map(toRedemption));
  }

  async approveRedemption(id: number): Promise<Result<RedemptionView>> {
    return mapOk(await this.api.call<RedemptionDto>('POST', `/wps/admin/mall/redemptions/${id}/approve`), toRedemption);
  }

  async rejectRedemption(id: number, reason: string): Promise<Result<RedemptionView>> {
    return mapOk(await this.api.call<RedemptionDto>('POST', `/wps/admin/mall/redemptions/${id}/reject`, { body: { reason } }), toRedemption);
  }
}
