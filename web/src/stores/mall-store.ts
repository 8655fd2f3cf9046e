import { makeAutoObservable, runInAction } from 'mobx';
import type { Failure } from '../../../core/domain/kernel/result';
import type { GoodsView, LoadMall, MallView, RedeemGoods } from '../../../core/portal/engagement/mall';

export type MallTab = 'goods' | 'history' | 'details' | 'rules';

/** The points mall: balance, goods, redeem history, points details, and the redeem dialog. */
export class MallStore {
  mall: MallView | null = null;
  tab: MallTab = 'goods';
  redeeming: GoodsView | null = null;
  busy = false;
  failure: Failure | null = null;
  done = false;

  constructor(private readonly useCases: { readonly load: LoadMall; readonly redeem: RedeemGoods }) {
    makeAutoObservable<MallStore, 'useCases'>(this, { useCases: false });
  }

  choose(tab: MallTab): void {
    this.tab = tab;
  }

  open(goods: GoodsView | null): void {
    this.redeeming = goods;
    this.failure = null;
    this.done = false;
  }

  async load(): Promise<void> {
    const result = await this.useCases.load.execute();
    runInAction(() => {
      if (result.ok) this.mall = result.value;
      else this.failure = result.error;
    });
  }

  async redeem(quantity: number, paymentPassword: string): Promise<void> {
    const goods = this.redeeming;
    if (!goods) return;
    this.busy = true;
    this.failure = null;
    const result = await this.useCases.redeem.execute(goods.id, quantity, paymentPassword);
    await this.load();
    runInAction(() => {
      this.busy = false;
      if (result.ok) this.done = true;
      else this.failure = result.error;
    });
  }
}
