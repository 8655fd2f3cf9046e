import { applyContractAction, type ContractAction, type ContractSide } from '../../domain/agency/contract-lifecycle';
import { percentText, topRate } from '../../domain/agency/contract-terms';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Clock } from '../../domain/kernel/ports';
import type { Principal } from '../access/authenticate';
import type { MessageRepository } from '../messages/ports';
import type { AccountTree, Contract, ContractBook } from './ports';
import { contractsToEnd } from './contract-cascade';

interface AnswerDeps {
  readonly contracts: ContractBook;
  readonly tree: Pick<AccountTree, 'findById'>;
  readonly messages: Pick<MessageRepository, 'add'>;
  readonly clock: Clock;
}

/**
 * A side of a contract acts on it. Accepting terms that no longer cover
 * contracts the holder gave its downlines needs `confirm`: without it the answer lists them
 * (agency.downline_contracts_end); with it they end in the same transaction, and so does whatever
 * rests on them. A contract that ends takes the contracts resting on it along.
 */
export class AnswerContract {
  constructor(private readonly deps: AnswerDeps) {}

  async execute(caller: Principal, id: number, action: ContractAction, confirm: boolean): Promise<Result<Contract>> {
    const contract = await this.deps.contracts.find(id);
    const side: ContractSide | null = contract?.holderId === caller.account.id ? 'holder' : contract?.issuerId === caller.account.id ? 'issuer' : null;
    if (!contract || !side) return fail('agency.contract_not_found');
    const next = applyContractAction(contract, action, side);
    if (!next.ok) return next;
    const ending =
      next.value.state === 'active' && action === 'accept'
        ? await contractsToEnd(this.deps.contracts, contract.holderId, contract.kind, contract.terms)
        : next.value.state === 'terminated'
          ? await contractsToEnd(this.deps.contracts, contract.holderId, contract.kind, null)
          : [];
    if (action === 'accept' && ending.length > 0 && !confirm)
      return fail('agency.downline_contracts_end', { value: { contracts: await this.describe(ending) } });
    const replaced = action === 'accept' ? await this.deps.contracts.inForce(contract.holderId, contract.kind) : null;
    const endIds = [...(replaced ? [replaced.id] : []), ...ending.map((c) => c.id)];
    const at = this.deps.clock.now();
    if (!(await this.deps.contracts.move(id, contract, next.value, { action, actorId: caller.account.id, at }, endIds))) return fail('agency.contract_changed');
    const other = side === 'holder' ? contract.issuerId : contract.holderId;
    if (other !== null) await this.deps.messages.add(other, 'contract_changed', { kind: contract.kind, state: next.value.state, by: caller.account.username });
    for (const ended of ending)
      await this.deps.messages.add(ended.holderId, 'contract_changed', { kind: ended.kind, state: 'terminated', by: caller.account.username });
    return ok({ ...contract, ...next.value, acceptedAt: action === 'accept' ? at : contract.acceptedAt });
  }

  private async describe(contracts: readonly Contract[]): Promise<{ id: number; holder: string; rate: string }[]> {
    return Promise.all(
      contracts.map(async (c) => ({ id: c.id, holder: (await this.deps.tree.findById(c.holderId))?.username ?? '', rate: percentText(topRate(c.terms)) })),
    );
  }
}
