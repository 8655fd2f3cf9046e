import type { Result } from '../../domain/kernel/result';
import type { AgencyGateway } from './ports';
import type { Contract } from './types';

/** The contracts I hold and the ones I issued, newest first as the server lists them. */
export class LoadContracts {
  constructor(private readonly gateway: Pick<AgencyGateway, 'contracts'>) {}

  execute(): Promise<Result<Contract[]>> {
    return this.gateway.contracts();
  }
}
