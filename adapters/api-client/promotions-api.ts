import type { PromotionState } from '../../core/domain/engagement/promotions';
import { mapOk, type Result } from '../../core/domain/kernel/result';
import { imageTypeOf } from '../../core/domain/system/uploads';
import type { PromotionDeskGateway, PromotionGateway } from '../../core/portal/engagement/ports';
import type { ApplicationView, BonusDetailsView, NewPromotion, PlayerPromotion, PromotionView, RewardClaimView } from '../../core/portal/engagement/types';
import type { ApplicationDto, BonusDetailsDto, PlayerPromotionDto, PromotionItemDto, RewardClaimDto } from '../wps-contract/promotions';
import type { ApiClient } from './api-client';

const toPromotion = (dto: PromotionItemDto): PromotionView => ({
  ...dto,
  cap: BigInt(dto.cap),
  minDeposit: BigInt(dto.minDeposit),
  amount: BigInt(dto.amount),
});
const toPlayerPromotion = (dto: PlayerPromotionDto): PlayerPromotion => ({ ...dto, promotion: toPromotion(dto.promotion), state: dto.state as PromotionState });
const toClaim = (dto: RewardClaimDto): RewardClaimView => ({ ...dto, amount: BigInt(dto.amount), turnoverRequired: BigInt(dto.turnoverRequired) });
const toApplication = (dto: ApplicationDto): ApplicationView => ({ ...toClaim(dto), username: dto.username, title: dto.title });
const toDetails = (dto: BonusDetailsDto): BonusDetailsView => ({
  outstanding: BigInt(dto.outstanding),
  bonuses: dto.bonuses.map((b) => ({ ...b, amount: BigInt(b.amount), turnoverRequired: BigInt(b.turnoverRequired), progress: BigInt(b.progress) })),
});

/** The promotion routes of the /wps API, over the same client (session, transport) as the rest. */
export class PromotionsApi implements PromotionGateway, PromotionDeskGateway {
  constructor(private readonly api: ApiClient) {}

  async promotions(): Promise<Result<PlayerPromotion[]>> {
    return mapOk(await this.api.call<PlayerPromotionDto[]>('GET', '/wps/promotions', { query: this.api.inReaderLanguage() }), (list) =>
      list.map(toPlayerPromotion),
    );
  }

  async claimableCount(): Promise<Result<number>> {
    return mapOk(await this.api.call<{ count: number }>('GET', '/wps/promotions/claimable'), (v) => v.count);
  }

  async claim(promotionId: number): Promise<Result<RewardClaimView>> {
    return mapOk(await this.api.call<RewardClaimDto>('POST', `/wps/promotions/${promotionId}/claim`), toClaim);
  }

  async upload(bytes: Uint8Array): Promise<Result<number>> {
    const headers = { 'content-type': imageTypeOf(bytes) ?? 'application/octet-stream' };
    return mapOk(await this.api.call<{ id: number }>('POST', '/wps/uploads', { body: bytes, headers }), (v) => v.id);
  }

  async apply(promotionId: number, comment: string, images: readonly number[]): Promise<Result<RewardClaimView>> {
    return mapOk(await this.api.call<RewardClaimDto>('PUT', `/wps/promotions/${promotionId}/apply`, { body: { comment, images } }), toClaim);
  }

  async bonusDetails(): Promise<Result<BonusDetailsView>> {
    return mapOk(await this.api.call<BonusDetailsDto>('GET', '/wps/member/bonusDetails', { query: this.api.inReaderLanguage() }), toDetails);
  }

  async saveZalo(zalo: string): Promise<Result<null>> {
    return mapOk(await this.api.call<unknown>('PUT', '/wps/member/profile', { body: { zalo } }), () => null);
  }

  async claimZaloBonus(): Promise<Result<{ amount: bigint }>> {
    return mapOk(await this.api.call<{ amount: string }>('POST', '/wps/member/zalo-bonus'), (v) => ({ amount: BigInt(v.amount) }));
  }

  async allPromotions(): Promise<Result<PromotionView[]>> {
    return mapOk(await this.api.call<PromotionItemDto[]>('GET', '/wps/admin/promotions'), (list) => list.map(toPromotion));
  }

  async createPromotion(promotion: NewPromotion): Promise<Result<PromotionView>> {
    return mapOk(await this.api.call<PromotionItemDto>('POST', '/wps/admin/promotions', { body: promotion }), toPromotion);
  }

  disablePromotion(id: number): Promise<Result<null>> {
    return this.api.call<null>('POST', `/wps/admin/promotions/${id}/disable`);
  }

  async applications(): Promise<Result<ApplicationView[]>> {
    return mapOk(await this.api.call<ApplicationDto[]>('GET', '/wps/admin/promotions/applications'), (list) => list.map(toApplication));
  }

  async approveApplication(id: number): Promise<Result<RewardClaimView>> {
    return mapOk(await this.api.call<RewardClaimDto>('POST', `/wps/admin/promotions/applications/${id}/approve`), toClaim);
  }

  async rejectApplication(id: number, reason: string): Promise<Result<RewardClaimView>> {
    return mapOk(await this.api.call<RewardClaimDto>('POST', `/wps/admin/promotions/applications/${id}/reject`, { body: { reason } }), toClaim);
  }
}
