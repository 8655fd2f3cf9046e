import { checkApplicationComment, turnoverRequired } from '../../domain/engagement/promotions';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { checkAttachments } from '../../domain/system/uploads';
import type { Principal } from '../access/authenticate';
import { openPromotionFor } from './eligibility';
import type { PromotionRepository, RewardClaim, RewardClaims } from './ports';
import type { UploadStore } from '../system/ports';

export interface ApplicationForm {
  readonly comment: string;
  /** Pictures uploaded before (POST /wps/uploads), at most three. */
  readonly images: readonly number[];
}

interface ApplyDeps {
  readonly promotions: PromotionRepository;
  readonly claims: RewardClaims;
  readonly uploads: Pick<UploadStore, 'ownedBy'>;
  readonly clock: Clock;
}

/** A member applies for an application-kind promotion once, with a comment and up to three pictures of their own. */
export class ApplyForPromotion {
  constructor(private readonly deps: ApplyDeps) {}

  async execute(caller: Principal, promotionId: number, form: ApplicationForm): Promise<Result<RewardClaim>> {
    const now = this.deps.clock.now();
    const open = await openPromotionFor(this.deps.promotions, caller, promotionId, now);
    if (!open.ok) return open;
    const promotion = open.value;
    if (promotion.kind !== 'application') return fail('promo.not_application');
    const comment = checkApplicationComment(form.comment);
    if (!comment.ok) return comment;
    const images = checkAttachments(form.images);
    if (!images.ok) return images;
    const accountId = caller.account.id;
    const owned = await this.deps.uploads.ownedBy(images.value, accountId);
    if (owned.length !== images.value.length) return fail('upload.not_found', { field: 'images' });
    const { amount, turnoverMultiple } = promotion.rules;
    const claim = {
      promotionId,
      accountId,
      period: 'once',
      status: 'pending',
      amount,
      turnoverRequired: turnoverRequired(amount, turnoverMultiple),
      comment: comment.value,
      images: images.value,
      depositId: null,
    } as const;
    if (!(await this.deps.claims.open(claim))) return fail('promo.already_applied');
    const written = await this.deps.claims.find(promotionId, accountId, 'once');
    return written ? ok(written) : fail('promo.not_found');
  }
}
