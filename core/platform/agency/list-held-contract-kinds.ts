import { isInForce } from '../../domain/agency/contract-lifecycle';
import type { ContractKind } from '../../domain/agency/contract-terms';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { agentOnly } from './agent-only';
import type { ContractBook } from './ports';

/** The kinds of contract in force the agent holds: which pay pages its centre shows. */
export class ListHeldContractKinds {
  constructor(private readonly deps: { contracts: Pick<ContractBook, 'involving'> }) {}

  async execute(caller: Principal): Promise<Result<ReadonlySet<ContractKind>>> {
    const refused = agentOnly(caller);
    if (refused) return fail(refused.code);
    const held = (await this.deps.contracts.involving(caller.account.id)).filter((c) => c.holderId === caller.account.id && isInForce(c.state));
    return ok(new Set(held.map((c) => c.kind)));
  }
}
