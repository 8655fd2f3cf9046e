import { fail, ok, type Result } from '../kernel/result';

/**
 * A contract's life: offered → accepted (active) | rejected; active → termination requested →
 * terminated | back to active; a contract replaced or cascaded ends terminated.
 */
export const CONTRACT_STATES = ['offered', 'rejected', 'active', 'termination_requested', 'terminated'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const CONTRACT_ACTIONS = ['accept', 'reject', 'request_termination', 'accept_termination', 'reject_termination'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** Which side of a contract a caller is on: the issuer pays, the holder is paid. */
export type ContractSide = 'issuer' | 'holder';

export interface ContractStatus {
  readonly state: ContractState;
  /** Who asked to end it, while a termination is requested. */
  readonly terminationBy: ContractSide | null;
}

/**
 * The state after `side` does `action`, or why it may not: the holder answers offers; either side
 * asks to end an active contract, and only the other side answers that request.
 */
export function applyContractAction(status: ContractStatus, action: ContractAction, side: ContractSide): Result<ContractStatus> {
  const refused = fail<ContractStatus>('agency.contract_action_not_allowed', { params: { state: status.state } });
  switch (action) {
    case 'accept':
    case 'reject':
      if (status.state !== 'offered' || side !== 'holder') return refused;
      return ok({ state: action === 'accept' ? 'active' : 'rejected', terminationBy: null });
    case 'request_termination':
      if (status.state !== 'active') return refused;
      return ok({ state: 'termination_requested', terminationBy: side });
    case 'accept_termination':
    case 'reject_termination':
      if (status.state !== 'termination_requested' || status.terminationBy === side) return refused;
      return ok({ state: action === 'accept_termination' ? 'terminated' : 'active', terminationBy: null });
  }
}

/** A contract that pays in settlements: active, also while its end is only requested. */
export const isInForce = (state: ContractState): boolean => state === 'active' || state === 'termination_requested';
