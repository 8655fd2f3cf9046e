import type { Result } from '../../domain/kernel/result';
import type { AgencyGateway } from './ports';
import type { Settlement } from './types';

/** Pays a settlement that is due from me (issuer side) out of my wallet. */
export class PaySettlement {
  constructor(private readonly gateway: Pick<AgencyGateway, 'paySettlement'>) {}

  execute(id: number): Promise<Result<Settlement>> {
    return this.gateway.paySettlement(id);
  }
}
