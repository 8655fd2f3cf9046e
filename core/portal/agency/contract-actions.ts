import { applyContractAction, CONTRACT_ACTIONS, type ContractAction } from '../../domain/agency/contract-lifecycle';
import type { Contract } from './types';

/** The actions my side may take on a contract now, by the same state machine the server uses. */
export function contractActions(contract: Pick<Contract, 'state' | 'terminationBy' | 'side' | 'issuer'>): ContractAction[] {
  return CONTRACT_ACTIONS.filter((action) => {
    // The platform's contracts end only through support: no request to the platform.
    if (action === 'request_termination' && contract.issuer === null) return false;
    return applyContractAction(contract, action, contract.side).ok;
  });
}
