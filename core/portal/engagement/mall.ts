import type { Texts } from '../../domain/system/content-texts';
import type { Result } from '../../domain/kernel/result';

export interface GoodsView {
  readonly id: number;
  readonly name: string;
  readonly image: string;
  readonly kind: string;
  readonly points: bigint;
  readonly value: bigint;
  readonly stock: number;
  readonly enabled: boolean;
}

export interface RedemptionView {
  readonly id: number;
  readonly account: string;
  readonly goodsId: number;
  readonly name: string;
  readonly kind: string;
  readonly quantity: number;
  readonly points: bigint;
  readonly value: bigint;
  readonly status: 'in_process' | 'approved' | 'rejected';
  readonly remark: string | null;
  readonly createdAt: string;
  readonly decidedAt: string | null;
}

export interface PointsEntryView {
  readonly id: number;
  readonly delta: bigint;
  readonly kind: string;
  readonly reference: string;
  readonly balanceAfter: bigint;
  readonly createdAt: string;
}

export interface MallView {
  readonly balance: bigint;
  readonly goods: readonly GoodsView[];
  readonly redemptions: readonly RedemptionView[];
  readonly entries: readonly PointsEntryView[];
}

/** What support types: points a whole number, value in major units. */
export interface NewGoods {
  readonly name: string;
  readonly kind: string;
  readonly points: string;
  readonly stock: number;
  readonly value?: string;
  readonly image?: string;
  /** Words in further languages: language → field → text. */
  readonly texts?: Texts;
}

export interface MallGateway {
  mall(): Promise<Result<MallView>>;
  redeem(goodsId: number, quantity: number, paymentPassword: string): Promise<Result<RedemptionView>>;
}

export interface MallDeskGateway {
  allGoods(): Promise<Result<GoodsView[]>>;
  addGoods(goods: NewGoods): Promise<Result<GoodsView>>;
  disableGoods(id: number): Promise<Result<null>>;
  redemptions(): Promise<Result<RedemptionView[]>>;
  approveRedemption(id: number): Promise<Result<RedemptionView>>;
  rejectRedemption(id: number, reason: string): Promise<Result<RedemptionView>>;
}

/** The mall page: points balance, goods, redeem history and every points change. */
export class LoadMall {
  constructor(private readonly gateway: Pick<MallGateway, 'mall'>) {}

  execute(): Promise<Result<MallView>> {
    return this.gateway.mall();
  }
}

export class RedeemGoods {
  constructor(private readonly gateway: Pick<MallGateway, 'redeem'>) {}

  execute(goodsId: number, quantity: number, paymentPassword: string): Promise<Result<RedemptionView>> {
    return this.gateway.redeem(goodsId, quantity, paymentPassword);
  }
}

/** Support's mall desk (`portal mall …`). */
export class SupportMall {
  constructor(private readonly gateway: MallDeskGateway) {}

  goods(): Promise<Result<GoodsView[]>> {
    return this.gateway.allGoods();
  }

  add(goods: NewGoods): Promise<Result<GoodsView>> {
    return this.gateway.addGoods(goods);
  }

  disable(id: number): Promise<Result<null>> {
    return this.gateway.disableGoods(id);
  }

  redemptions(): Promise<Result<RedemptionView[]>> {
    return this.gateway.redemptions();
  }

  approve(id: number): Promise<Result<RedemptionView>> {
    return this.gateway.approveRedemption(id);
  }

  reject(id: number, reason: string): Promise<Result<RedemptionView>> {
    return this.gateway.rejectRedemption(id, reason);
  }
}
