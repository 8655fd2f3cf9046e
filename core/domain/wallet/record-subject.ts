import type { Texts } from '../system/content-texts';

/**
 * What a movement of the account record was for, in words a player knows rather than the ledger's
 * reference (`round:9`, `promo:1:10000002:once`, `main>PG`): the game played, the promotion paid,
 * the wallets a transfer moved between, or the number of a deposit or withdrawal.
 */
export type RecordSubject =
  | { readonly kind: 'game'; readonly names: { readonly EN: string; readonly UR: string } }
  | { readonly kind: 'promotion'; readonly title: string; /** Its title in further languages, which the server picks from. */ readonly texts?: Texts<'title'> }
  | { readonly kind: 'wallets'; readonly from: string; readonly to: string }
  | { readonly kind: 'order'; readonly id: number };

/** What the ledger's reference says alone, without a look-up: wallets of a transfer, an order's number. */
export function subjectOfReference(reference: string | null): RecordSubject | null {
  const wallets = /^([A-Za-z0-9_]+)>([A-Za-z0-9_]+)$/.exec(reference ?? '');
  if (wallets) return { kind: 'wallets', from: wallets[1]!, to: wallets[2]! };
  const order = /^(?:deposit|withdrawal):([0-9]+)/.exec(reference ?? '');
  return order ? { kind: 'order', id: Number(order[1]) } : null;
}
