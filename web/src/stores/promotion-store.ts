import { makeAutoObservable, runInAction } from 'mobx';
import type { Message } from '../../../core/domain/kernel/message';
import type { Failure } from '../../../core/domain/kernel/result';
import type {
  ApplyForPromotion,
  ClaimPromotion,
  ClaimZaloBonus,
  CountClaimableRewards,
  LoadBonusDetails,
  LoadPromotions,
} from '../../../core/portal/engagement/promotions';
import type { BonusDetailsView, PlayerPromotion } from '../../../core/portal/engagement/types';

export interface PromotionUseCases {
  readonly load: LoadPromotions;
  readonly count: CountClaimableRewards;
  readonly claim: ClaimPromotion;
  readonly apply: ApplyForPromotion;
  readonly details: LoadBonusDetails;
  readonly zalo: ClaimZaloBonus;
}

/** What the last claim or application came to, shown on its card or in its dialog. */
export interface PromotionOutcome {
  readonly promotionId: number;
  readonly failure: Failure | null;
}

/** The promotions page, the reward centre and its red badge, and bonus details. */
export class PromotionStore {
  promotions: PlayerPromotion[] = [];
  loaded = false;
  error: Failure | null = null;
  category = 'all';
  claimable = 0;
  details: BonusDetailsView | null = null;
  busy: number | null = null;
  outcome: PromotionOutcome | null = null;
  /** The promotion whose details dialog is open, and whether its application form is shown. */
  opened: number | null = null;
  applying = false;

  constructor(
    private readonly useCases: PromotionUseCases,
    private readonly notices: { confirm(message: Message): void },
    /** Money inside a sentence, in the site's currency. */
    private readonly money: (minor: bigint) => string,
  ) {
    makeAutoObservable<PromotionStore, 'useCases' | 'notices' | 'money'>(this, { useCases: false, notices: false, money: false });
  }

  get categories(): string[] {
    return ['all', ...new Set(this.promotions.map((p) => p.promotion.category))];
  }

  get shown(): PlayerPromotion[] {
    return this.category === 'all' ? this.promotions : this.promotions.filter((p) => p.promotion.category === this.category);
  }

  get toClaim(): PlayerPromotion[] {
    return this.promotions.filter((p) => p.state === 'claim');
  }

  get openedPromotion(): PlayerPromotion | null {
    return this.promotions.find((p) => p.promotion.id === this.opened) ?? null;
  }

  choose(category: string): void {
    this.category = category;
  }

  open(id: number | null, applying = false): void {
    this.opened = id;
    this.applying = applying;
    this.outcome = null;
  }

  async load(): Promise<void> {
    const result = await this.useCases.load.execute();
    runInAction(() => {
      this.loaded = true;
      if (result.ok) {
        this.promotions = result.value;
        this.error = null;
      } else this.error = result.error;
    });
  }

  /** The red badge: only real members have rewards to claim. */
  async refreshCount(member: boolean): Promise<void> {
    if (!member) {
      this.claimable = 0;
      return;
    }
    const result = await this.useCases.count.execute();
    runInAction(() => {
      if (result.ok) this.claimable = result.value;
    });
  }

  async loadDetails(): Promise<void> {
    const result = await this.useCases.details.execute();
    runInAction(() => {
      if (result.ok) this.details = result.value;
      else this.error = result.error;
    });
  }

  /** The Zalo prompt after registration: the failure, or null when the bonus was paid. */
  async claimZalo(zalo: string): Promise<Failure | null> {
    const result = await this.useCases.zalo.execute(zalo);
    return result.ok ? null : result.error;
  }

  async claim(promotionId: number): Promise<void> {
    this.busy = promotionId;
    const result = await this.useCases.claim.execute(promotionId);
    await this.settled(promotionId, result.ok ? null : result.error);
    if (result.ok) this.notices.confirm(this.claimed(result.value.amount, result.value.turnoverRequired));
  }

  /** "Rs 300.00 added to your wallet", and the bet that unlocks withdrawals when there is one. */
  private claimed(amount: bigint, turnover: bigint): Message {
    const paid = this.money(amount);
    return turnover > 0n
      ? { key: 'notice.bonusLocked', params: { amount: paid, turnover: this.money(turnover) } }
      : { key: 'notice.bonusPaid', params: { amount: paid } };
  }

  async apply(promotionId: number, comment: string, pictures: readonly Uint8Array[]): Promise<boolean> {
    this.busy = promotionId;
    const result = await this.useCases.apply.execute(promotionId, comment, pictures);
    await this.settled(promotionId, result.ok ? null : result.error);
    if (result.ok) runInAction(() => (this.applying = false));
    return result.ok;
  }

  private async settled(promotionId: number, failure: Failure | null): Promise<void> {
    await Promise.all([this.load(), this.refreshCount(true)]);
    runInAction(() => {
      this.busy = null;
      this.outcome = { promotionId, failure };
    });
  }
}
