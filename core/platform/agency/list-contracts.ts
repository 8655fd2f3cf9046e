import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { AccountTree, TreeAccount, Contract, ContractBook, ContractEvent } from './ports';

export interface ContractView {
  readonly contract: Contract;
  readonly holder: TreeAccount | null;
  readonly issuer: TreeAccount | null;
  readonly history: readonly ContractEvent[];
}

type ViewDeps = { contracts: Pick<ContractBook, 'events'>; tree: Pick<AccountTree, 'findById'> };

/** Contracts with both parties and their history, as every contract answer shows them. */
export async function describeContracts(deps: ViewDeps, contracts: readonly Contract[]): Promise<ContractView[]> {
  const events = await deps.contracts.events(contracts.map((c) => c.id));
  const ids = [...new Set(contracts.flatMap((c) => [c.holderId, c.issuerId]).filter((id): id is number => id !== null))];
  const accounts = new Map((await Promise.all(ids.map((id) => deps.tree.findById(id)))).filter((a): a is TreeAccount => a !== null).map((a) => [a.id, a]));
  return contracts.map((contract) => ({
    contract,
    holder: accounts.get(contract.holderId) ?? null,
    issuer: contract.issuerId === null ? null : (accounts.get(contract.issuerId) ?? null),
    history: events.filter((e) => e.contractId === contract.id),
  }));
}

/** The contracts a member holds or an agent issued, with both sides and their history. */
export class ListMyContracts {
  constructor(private readonly deps: { contracts: ContractBook; tree: Pick<AccountTree, 'findById'> }) {}

  async execute(caller: Principal): Promise<Result<ContractView[]>> {
    if (caller.role !== 'agent' && caller.role !== 'member') return fail('access.forbidden');
    return ok(await describeContracts(this.deps, await this.deps.contracts.involving(caller.account.id)));
  }
}

/** Support reads any account's contracts (`portal agent contracts`). */
export class ListAccountContracts {
  constructor(private readonly deps: { contracts: ContractBook; tree: AccountTree }) {}

  async execute(caller: Principal, username: string): Promise<Result<ContractView[]>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const account = await this.deps.tree.findByUsername(username.trim().toLowerCase());
    if (!account) return fail('access.member_not_found', { field: 'account' });
    return ok(await describeContracts(this.deps, await this.deps.contracts.involving(account.id)));
  }
}
