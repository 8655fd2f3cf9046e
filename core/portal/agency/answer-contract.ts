import type { Result } from '../../domain/kernel/result';
import type { AgencyGateway } from './ports';
import type { Contract, ContractAction, EndingContract } from './types';

/** What an answer came to: done, or a warning that my downlines' contracts would end, to confirm. */
export type ContractAnswer = { readonly done: Contract } | { readonly confirm: readonly EndingContract[] };

/**
 * Accepts, rejects or asks to end a contract, or answers a request to end one (the contract modal). Accepting lower terms than my downlines hold first answers with the contracts that
 * would end (agency.downline_contracts_end): the same call with `confirm` goes ahead.
 */
export class AnswerContract {
  constructor(private readonly gateway: Pick<AgencyGateway, 'answerContract'>) {}

  async execute(id: number, action: ContractAction, confirm = false): Promise<Result<ContractAnswer>> {
    const answered = await this.gateway.answerContract(id, action, confirm);
    if (answered.ok) return { ok: true, value: { done: answered.value } };
    const listed = answered.error.value?.['contracts'];
    if (answered.error.code === 'agency.downline_contracts_end' && Array.isArray(listed)) {
      return { ok: true, value: { confirm: listed.filter(isEnding) } };
    }
    return answered;
  }
}

const isEnding = (c: unknown): c is EndingContract =>
  typeof c === 'object' &&
  c !== null &&
  typeof (c as EndingContract).id === 'number' &&
  typeof (c as EndingContract).holder === 'string' &&
  typeof (c as EndingContract).rate === 'string';
