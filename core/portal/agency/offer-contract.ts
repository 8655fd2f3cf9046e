import { parseTermsForm } from '../../domain/agency/terms-form';
import { fail, type Result } from '../../domain/kernel/result';
import type { AgencyGateway } from './ports';
import type { Contract, ContractOffer } from './types';

/**
 * Offers a downline agent a contract. The terms are checked here by the same rules the server
 * uses, so a wrong rate is named on its field at once; the server adds the upline's limits.
 */
export class OfferContract {
  constructor(private readonly gateway: Pick<AgencyGateway, 'offerContract'>) {}

  async execute(offer: ContractOffer, scale: number): Promise<Result<Contract>> {
    if (offer.downline.trim() === '') return fail('validation.required', { field: 'downline' });
    const terms = parseTermsForm(offer, scale);
    if (!terms.ok) return terms;
    return this.gateway.offerContract(offer);
  }
}
