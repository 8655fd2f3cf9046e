import { payRealtime, payTiered, type ContractPay, type RealtimeFigures } from './contract-pay';
import type { ContractTerms, TeamFigures } from './contract-terms';

export interface ContractInForce {
  readonly id: number;
  readonly holderId: number;
  /** The upline agent that pays, or null when the platform pays a top-level agent. */
  readonly issuerId: number | null;
  readonly terms: ContractTerms;
}

export interface PlannedPayment<C extends ContractInForce = ContractInForce> {
  readonly contract: C;
  readonly pay: ContractPay;
}

export type FiguresOf<C extends ContractInForce> = (contract: C) => TeamFigures | RealtimeFigures;

/**
 * What each contract in force pays for one period, ordered so that every issuer is paid before it
 * pays its own downlines (the platform's contracts first, then down the tree).
 */
export function planSettlement<C extends ContractInForce>(contracts: readonly C[], figuresOf: FiguresOf<C>): PlannedPayment<C>[] {
  const byIssuer = new Map<number | null, C[]>();
  for (const c of contracts) byIssuer.set(c.issuerId, [...(byIssuer.get(c.issuerId) ?? []), c]);
  const ordered: C[] = [];
  const placed = new Set<number>();
  const place = (c: C) => {
    if (placed.has(c.id)) return;
    placed.add(c.id);
    ordered.push(c);
    for (const down of byIssuer.get(c.holderId) ?? []) place(down);
  };
  for (const c of byIssuer.get(null) ?? []) place(c);
  // Contracts whose issuer holds none (it cannot be paid first) still pay, after the rest.
  for (const c of contracts) place(c);
  return ordered.map((contract) => {
    const figures = figuresOf(contract);
    const pay =
      contract.terms.kind === 'realtimeSalary' ? payRealtime(contract.terms, figures as RealtimeFigures) : payTiered(contract.terms, figures as TeamFigures);
    return { contract, pay };
  });
}
