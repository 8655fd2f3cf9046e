import { normalizeUsername } from '../../domain/access/credentials';
import { roleOfType } from '../../domain/access/roles';
import { parseTermsForm, type TermsForm } from '../../domain/agency/terms-form';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Clock } from '../../domain/kernel/ports';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import type { MessageRepository } from '../messages/ports';
import type { AccountTree, Contract, ContractBook } from './ports';
import { contractsToEnd } from './contract-cascade';

interface SetTopDeps {
  readonly tree: AccountTree;
  readonly contracts: ContractBook;
  readonly settings: SettingsRepository;
  readonly messages: Pick<MessageRepository, 'add'>;
  readonly clock: Clock;
}

/**
 * Support sets the platform's contract with a top-level agent (one without an upline); it is in
 * force at once, replacing the agent's contract of that kind and ending downline contracts the new
 * terms no longer cover.
 */
export class SetTopContract {
  constructor(private readonly deps: SetTopDeps) {}

  async execute(caller: Principal, agent: string, form: TermsForm): Promise<Result<{ contract: Contract; ended: number }>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const settings = await this.deps.settings.load();
    const holder = await this.deps.tree.findByUsername(normalizeUsername(agent));
    if (!holder) return fail('access.member_not_found', { field: 'agent' });
    if (roleOfType(holder.type, settings) !== 'agent') return fail('agency.downline_not_agent', { field: 'agent' });
    if (holder.uplineId !== null) return fail('agency.not_top_level', { field: 'agent' });
    const terms = parseTermsForm(form, settings.currency.scale);
    if (!terms.ok) return terms;
    const replaced = await this.deps.contracts.inForce(holder.id, terms.value.kind);
    const ending = await contractsToEnd(this.deps.contracts, holder.id, terms.value.kind, terms.value);
    const contract = await this.deps.contracts.setInForce(
      { holderId: holder.id, issuerId: null, terms: terms.value, at: this.deps.clock.now() },
      [...(replaced ? [replaced.id] : []), ...ending.map((c) => c.id)],
      caller.account.id,
    );
    await this.deps.messages.add(holder.id, 'contract_changed', { kind: contract.kind, state: 'active', by: '' });
    return ok({ contract, ended: ending.length });
  }
}
