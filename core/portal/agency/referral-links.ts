import type { Result } from '../../domain/kernel/result';
import type { AgencyGateway } from './ports';
import type { ReferralLink } from './types';

/** Register centre referral links: list them with their registrations, add one, turn one off. */
export class ManageReferralLinks {
  constructor(private readonly gateway: Pick<AgencyGateway, 'referralLinks' | 'createReferralLink' | 'disableReferralLink'>) {}

  list(): Promise<Result<ReferralLink[]>> {
    return this.gateway.referralLinks();
  }

  create(kind: ReferralLink['kind']): Promise<Result<ReferralLink>> {
    return this.gateway.createReferralLink(kind);
  }

  disable(id: number): Promise<Result<null>> {
    return this.gateway.disableReferralLink(id);
  }
}
