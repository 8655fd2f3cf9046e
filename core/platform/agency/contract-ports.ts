import type { ContractAction, ContractState, ContractStatus } from '../../domain/agency/contract-lifecycle';
import type { ContractKind, ContractTerms } from '../../domain/agency/contract-terms';
import type { ContractInForce } from '../../domain/agency/settlement-plan';

export interface Contract extends ContractInForce {
  readonly kind: ContractKind;
  readonly state: ContractState;
  readonly terminationBy: ContractStatus['terminationBy'];
  readonly createdAt: Date;
  readonly acceptedAt: Date | null;
  readonly endedAt: Date | null;
}

/** One step in a contract's history; the actor is null for the platform and cascades. */
export interface ContractEvent {
  readonly contractId: number;
  readonly action: ContractAction | 'offer' | 'set' | 'end';
  readonly actorId: number | null;
  readonly state: ContractState;
  readonly at: Date;
}

export interface NewContract {
  readonly holderId: number;
  readonly issuerId: number | null;
  readonly terms: ContractTerms;
  readonly at: Date;
}

/**
 * Contracts between an issuer (an upline agent, or the platform) and a holder. At most one offer
 * and one contract in force per holder and kind: the database refuses a second.
 */
export interface ContractBook {
  /** A new offer, or null when the holder already has an open offer of that kind. */
  offer(contract: NewContract, actorId: number): Promise<Contract | null>;
  /** A platform contract in force at once; the holder's contracts in `ending` end in the same transaction. */
  setInForce(contract: NewContract, ending: readonly number[], actorId: number): Promise<Contract>;
  find(id: number): Promise<Contract | null>;
  inForce(holderId: number, kind: ContractKind): Promise<Contract | null>;
  issuedInForce(issuerId: number, kind: ContractKind): Promise<Contract[]>;
  /** Contracts the account holds or issued, newest first. */
  involving(accountId: number): Promise<Contract[]>;
  events(contractIds: readonly number[]): Promise<ContractEvent[]>;
  /**
   * Moves a contract from `from` to `to` only while it is still in `from`, ending the contracts in
   * `ending` in the same transaction; false when another request moved it first or it would put
   * two contracts of a kind in force.
   */
  move(
    id: number,
    from: ContractStatus,
    to: ContractStatus,
    step: { action: ContractAction; actorId: number; at: Date },
    ending: readonly number[],
  ): Promise<boolean>;
  /** Support ends the listed contracts in force in one transaction; false when none of them was in force. */
  end(ids: readonly number[], at: Date, actorId: number): Promise<boolean>;
  /** Contracts of these kinds in force at the end of a period: accepted before `to`, not ended before it. */
  inForceAt(kinds: readonly ContractKind[], to: Date): Promise<Contract[]>;
}
