import { isInForce } from '../../domain/agency/contract-lifecycle';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Clock } from '../../domain/kernel/ports';
import type { Principal } from '../access/authenticate';
import type { MessageRepository } from '../messages/ports';
import { contractsToEnd } from './contract-cascade';
import type { Contract, ContractBook } from './ports';

/** Support ends a platform contract (`portal contract end`), and with it every contract resting on it. */
export class EndTopContract {
  constructor(private readonly deps: { contracts: ContractBook; messages: Pick<MessageRepository, 'add'>; clock: Clock }) {}

  async execute(caller: Principal, id: number): Promise<Result<{ contract: Contract; ended: number }>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const contract = await this.deps.contracts.find(id);
    if (!contract || contract.issuerId !== null) return fail('agency.contract_not_found');
    if (!isInForce(contract.state)) return fail('agency.contract_action_not_allowed', { params: { state: contract.state } });
    const resting = await contractsToEnd(this.deps.contracts, contract.holderId, contract.kind, null);
    const at = this.deps.clock.now();
    if (!(await this.deps.contracts.end([contract.id, ...resting.map((c) => c.id)], at, caller.account.id))) return fail('agency.contract_changed');
    for (const c of [contract, ...resting]) await this.deps.messages.add(c.holderId, 'contract_changed', { kind: c.kind, state: 'terminated', by: '' });
    return ok({ contract: { ...contract, state: 'terminated', terminationBy: null, endedAt: at }, ended: resting.length });
  }
}
