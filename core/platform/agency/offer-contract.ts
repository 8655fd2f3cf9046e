import { normalizeUsername } from '../../domain/access/credentials';
import { roleOfType } from '../../domain/access/roles';
import { checkWithinUpline, type ContractTerms } from '../../domain/agency/contract-terms';
import { parseTermsForm, type TermsForm } from '../../domain/agency/terms-form';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Clock } from '../../domain/kernel/ports';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import type { MessageRepository } from '../messages/ports';
import type { AccountTree, Contract, ContractBook } from './ports';

interface OfferDeps {
  readonly tree: AccountTree;
  readonly contracts: ContractBook;
  readonly settings: SettingsRepository;
  readonly messages: Pick<MessageRepository, 'add'>;
  readonly clock: Clock;
}

/**
 * An agent offers a direct downline agent a contract of a kind it holds itself, never paying more
 * than its own contract (checkWithinUpline); the downline answers it from its member centre.
 */
export class OfferContract {
  constructor(private readonly deps: OfferDeps) {}

  async execute(caller: Principal, downline: string, form: TermsForm): Promise<Result<Contract>> {
    if (caller.role !== 'agent') return fail('access.forbidden');
    const settings = await this.deps.settings.load();
    const holder = await this.deps.tree.findByUsername(normalizeUsername(downline));
    if (!holder || holder.uplineId !== caller.account.id) return fail('access.member_not_found', { field: 'downline' });
    if (roleOfType(holder.type, settings) !== 'agent') return fail('agency.downline_not_agent', { field: 'downline' });
    const terms = await this.allowed(caller, form);
    if (!terms.ok) return terms;
    const offered = await this.deps.contracts.offer(
      { holderId: holder.id, issuerId: caller.account.id, terms: terms.value, at: this.deps.clock.now() },
      caller.account.id,
    );
    if (!offered) return fail('agency.offer_pending', { field: 'downline' });
    await this.deps.messages.add(holder.id, 'contract_offered', { kind: offered.kind, from: caller.account.username });
    return ok(offered);
  }

  /** The terms parsed, when the caller holds a contract of their kind that covers them. */
  async allowed(caller: Principal, form: TermsForm): Promise<Result<ContractTerms>> {
    if (caller.role !== 'agent') return fail('access.forbidden');
    const terms = parseTermsForm(form, (await this.deps.settings.load()).currency.scale);
    if (!terms.ok) return terms;
    const mine = await this.deps.contracts.inForce(caller.account.id, terms.value.kind);
    if (!mine) return fail('agency.no_contract_of_kind', { field: 'kind' });
    return checkWithinUpline(mine.terms, terms.value);
  }
}
