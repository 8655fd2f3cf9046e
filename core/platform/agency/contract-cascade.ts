import { type ContractTerms, checkWithinUpline } from '../../domain/agency/contract-terms';
import type { Contract, ContractBook } from './ports';

/**
 * The contracts a holder issued of a kind that its terms `terms` no longer cover (all of them when
 * `terms` is null: its contract ends), and down the tree every contract those holders issued in
 * turn, since each rests on the one above it.
 */
export async function contractsToEnd(
  book: Pick<ContractBook, 'issuedInForce'>,
  holderId: number,
  kind: ContractTerms['kind'],
  terms: ContractTerms | null,
): Promise<Contract[]> {
  const issued = await book.issuedInForce(holderId, kind);
  const broken = terms === null ? issued : issued.filter((c) => !checkWithinUpline(terms, c.terms).ok);
  const below = await Promise.all(broken.map((c) => contractsToEnd(book, c.holderId, kind, null)));
  return [...broken, ...below.flat()];
}
